/**
 * Every route of the app (spec §2) as plain data: the router builds its routes from it and the
 * end-to-end tests visit each `example`. Two routes exist only in the native-app branch (spec §2):
 * the native build (`npm run build:native`) routes `routeTable(true)`; the web has neither.
 */
import type pages from "../locales/en/pages.json";

export type RouteTitleKey = keyof typeof pages.routes;

export type RouteEntry = {
  /** React Router path pattern. */
  pattern: string;
  /** A concrete path that matches the pattern. */
  example: string;
  /** Key of the screen title under `pages:routes`. */
  titleKey: RouteTitleKey;
  /** The specification lists a mobile variant of this screen. */
  hasMobileVariant: boolean;
  /** Shows a sign-in prompt instead of the screen to a signed-out visitor (spec §6). */
  requiresAccount: boolean;
};

const route = (pattern: string, titleKey: RouteTitleKey, hasMobileVariant = false, example = pattern): RouteEntry => ({
  pattern,
  example,
  titleKey,
  hasMobileVariant,
  requiresAccount: false,
});

/** A screen of someone's own data: reviews, quizzes, progress, profile, chats, notifications. */
const accountRoute = (pattern: string, titleKey: RouteTitleKey, hasMobileVariant = false, example = pattern): RouteEntry => ({
  ...route(pattern, titleKey, hasMobileVariant, example),
  requiresAccount: true,
});

const WEB_ROUTES: readonly RouteEntry[] = [
  route("/", "home", true),
  route("/auth", "auth", true),
  accountRoute("/test", "test"),
  // Shows its own signed-out state with the spec's messages (spec §2, §6) instead of the prompt.
  route("/dictionary", "dictionary", true),
  accountRoute("/tests", "tests"),
  accountRoute("/tests/:quizId", "quiz", true, "/tests/sample-quiz"),
  accountRoute("/mobile-quiz", "quizGenerator"),
  accountRoute("/daily-quiz", "quizGenerator"),
  accountRoute("/lesson-quiz", "lessonQuiz"),
  accountRoute("/word-quiz", "wordQuiz"),
  accountRoute("/progress", "progress", true),
  accountRoute("/ai-chat", "aiChat", true),
  accountRoute("/learn", "learn", true),
  accountRoute("/review", "review"),
  accountRoute("/ielts/reading", "ieltsReading", true),
  accountRoute("/ielts/reading-split", "ieltsReadingSplit"),
  accountRoute("/ielts/listening", "ieltsListening", true),
  accountRoute("/ielts/writing", "ieltsWriting"),
  accountRoute("/ielts/speaking", "ieltsSpeaking", true),
  accountRoute("/sat/reading", "satReading"),
  accountRoute("/sat/math", "satMath"),
  accountRoute("/sat/full", "satFull"),
  accountRoute("/sat/practice", "satPractice"),
  route("/sat/essay", "satEssay"),
  accountRoute("/voice-assistant", "voiceAssistant"),
  accountRoute("/mobile-voice-assistant", "voiceAssistant"),
  accountRoute("/achievements", "achievements", true),
  accountRoute("/profile", "profile", true),
  route("/privacy", "privacy"),
  route("/terms", "terms"),
  accountRoute("/teacher-dashboard", "teacherDashboard"),
  accountRoute("/join/:code", "joinClass", false, "/join/SAMPLE23"),
  // A live class game: learners join at /play, signed in or as guests; the example host screen is a game nobody has.
  route("/play", "play", true),
  accountRoute("/host/:gameId", "hostGame", false, "/host/sample-game"),
  accountRoute("/assignments", "assignments"),
  accountRoute("/student-progress/:studentId", "studentProgress", false, "/student-progress/sample-student"),
  accountRoute("/shared-content", "sharedContent", true),
  accountRoute("/student-shared-content", "studentSharedContent", true),
  accountRoute("/lesson-builder", "lessonBuilder"),
  accountRoute("/create-lesson", "lessonBuilder"),
  accountRoute("/lesson-creation-choice", "lessonCreationChoice"),
  // The example is a lesson nobody has: it renders the player's "lesson not found" state.
  accountRoute("/lesson/:lessonId", "lesson", false, "/lesson/sample-lesson"),
  accountRoute("/test-history", "testHistory"),
  accountRoute("/quiz-history", "quizHistory"),
  accountRoute("/flashcards", "flashcards", true),
  accountRoute("/student-test-results/:studentId", "studentTestResults", false, "/student-test-results/sample-student"),
  accountRoute("/notifications", "notifications"),
  accountRoute("/custom-lesson-creator", "customLessonCreator"),
  route("/forum", "forum"),
  // The library: the examples are items nobody has, so they render the "not in the library" state.
  accountRoute("/article/:articleId", "article", false, "/article/sample-article"),
  accountRoute("/library", "library"),
  accountRoute("/podcast/:podcastId", "podcast", false, "/podcast/sample-podcast"),
];

/** Only in the native app: a forum post on a screen of its own, and the course editor on one (the web opens both within a page). */
export const NATIVE_ONLY_ROUTES: readonly RouteEntry[] = [
  route("/forum/:postId", "forumPost", false, "/forum/sample-post"),
  accountRoute("/edit-course/:courseId", "editCourse", false, "/edit-course/sample-course"),
];

/** The routes of the web build, or of the native app's. */
export const routeTable = (native: boolean): readonly RouteEntry[] => (native ? [...WEB_ROUTES, ...NATIVE_ONLY_ROUTES] : WEB_ROUTES);

/** The web's routes: what the web build serves and its end-to-end tests visit. */
export const ROUTES: readonly RouteEntry[] = routeTable(false);

/** One concrete path per route of the web, parameters filled with sample values. */
export const ROUTE_PATHS: string[] = ROUTES.map((entry) => entry.example);
