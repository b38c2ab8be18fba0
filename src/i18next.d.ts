import "i18next";
import type assignments from "./locales/en/assignments.json";
import type auth from "./locales/en/auth.json";
import type chat from "./locales/en/chat.json";
import type common from "./locales/en/common.json";
import type dictionary from "./locales/en/dictionary.json";
import type dictionaryVisitor from "./locales/en/dictionaryVisitor.json";
import type forum from "./locales/en/forum.json";
import type games from "./locales/en/games.json";
import type grading from "./locales/en/grading.json";
import type ielts from "./locales/en/ielts.json";
import type ieltsTasks from "./locales/en/ieltsTasks.json";
import type learning from "./locales/en/learning.json";
import type lessonBuilder from "./locales/en/lessonBuilder.json";
import type lessonCreator from "./locales/en/lessonCreator.json";
import type lessonPlayer from "./locales/en/lessonPlayer.json";
import type library from "./locales/en/library.json";
import type pages from "./locales/en/pages.json";
import type placement from "./locales/en/placement.json";
import type practice from "./locales/en/practice.json";
import type satEssay from "./locales/en/satEssay.json";
import type satFull from "./locales/en/satFull.json";
import type satPractice from "./locales/en/satPractice.json";
import type satTools from "./locales/en/satTools.json";
import type progress from "./locales/en/progress.json";
import type sat from "./locales/en/sat.json";
import type satProgress from "./locales/en/satProgress.json";
import type sharing from "./locales/en/sharing.json";
import type shell from "./locales/en/shell.json";
import type teaching from "./locales/en/teaching.json";
import type voice from "./locales/en/voice.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      pages: typeof pages;
      auth: typeof auth;
      dictionary: typeof dictionary;
      dictionaryVisitor: typeof dictionaryVisitor;
      practice: typeof practice;
      chat: typeof chat;
      ielts: typeof ielts;
      ieltsTasks: typeof ieltsTasks;
      learning: typeof learning;
      progress: typeof progress;
      shell: typeof shell;
      teaching: typeof teaching;
      games: typeof games;
      grading: typeof grading;
      assignments: typeof assignments;
      lessonBuilder: typeof lessonBuilder;
      sharing: typeof sharing;
      lessonCreator: typeof lessonCreator;
      lessonPlayer: typeof lessonPlayer;
      forum: typeof forum;
      voice: typeof voice;
      library: typeof library;
      satEssay: typeof satEssay;
      satFull: typeof satFull;
      satPractice: typeof satPractice;
      satTools: typeof satTools;
      sat: typeof sat;
      satProgress: typeof satProgress;
      placement: typeof placement;
    };
  }
}
