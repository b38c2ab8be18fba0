import { IELTS_SECTIONS, SAT_SECTIONS } from "../../app/navigation";

/** The home page's feature cards; titles and descriptions live under `pages:home.features`. */
export const PLATFORM_FEATURES = [
  { id: "dictionary", to: "/dictionary", sections: [] },
  { id: "review", to: "/review", sections: [] },
  { id: "quizzes", to: "/tests", sections: [] },
  { id: "flashcards", to: "/flashcards", sections: [] },
  { id: "ielts", to: "/ielts/reading", sections: IELTS_SECTIONS },
  { id: "sat", to: "/sat/reading", sections: SAT_SECTIONS },
  { id: "aiChat", to: "/ai-chat", sections: [] },
  { id: "progress", to: "/progress", sections: [] },
] as const;
