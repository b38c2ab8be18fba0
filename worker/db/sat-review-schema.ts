/**
 * SAT questions a learner sent to review: which dictionary word (with its SRS card) teaches
 * each question, so sending it again makes no second card. Deleting the word drops the link, and the
 * question can be sent again.
 */
import { sql } from "drizzle-orm";
import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";
import { words } from "./vocabulary-schema";

export const satReviewCards = sqliteTable(
  "sat_review_cards",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    questionId: text("question_id").notNull(),
    wordId: text("word_id")
      .notNull()
      .references(() => words.id, { onDelete: "cascade" }),
    /** The finished attempt the question was sent from. */
    attemptId: text("attempt_id").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.testId, t.questionId] }), index("sat_review_cards_word").on(t.wordId)],
);
