/**
 * SAT practice by domain and skill: a practice set is a handful of questions of one skill
 * (or one domain) drawn from the seeded tests; each answer is checked as it is given and kept, so the
 * next set prefers what the learner has not practised or got wrong, and the skill list shows their accuracy.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SatSection } from "../contract/sat-content";
import { users } from "./auth-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A question of a seeded test, by the test and its id there (ids are unique within a test only). */
export type SatPracticeItemRef = { testId: string; questionId: string };

export const satPracticeSets = sqliteTable(
  "sat_practice_sets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    section: text("section").$type<SatSection>().notNull(),
    domain: text("domain").notNull(),
    /** Null: the set mixes the domain's skills. */
    skill: text("skill"),
    items: text("items", { mode: "json" }).$type<SatPracticeItemRef[]>().notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
    /** Set once every question is answered, when its progress event is recorded. */
    completedAt: text("completed_at"),
  },
  (t) => [index("sat_practice_sets_user").on(t.userId, t.createdAt)],
);

export const satPracticeAnswers = sqliteTable(
  "sat_practice_answers",
  {
    id: text("id").primaryKey(),
    setId: text("set_id")
      .notNull()
      .references(() => satPracticeSets.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The request's client id: a retried request with it gets the same verdict and records nothing twice. */
    clientId: text("client_id").notNull(),
    testId: text("test_id").notNull(),
    questionId: text("question_id").notNull(),
    section: text("section").$type<SatSection>().notNull(),
    domain: text("domain").notNull(),
    skill: text("skill").notNull(),
    answer: text("answer").notNull(),
    correct: integer("correct", { mode: "boolean" }).notNull(),
    answeredAt: text("answered_at").notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex("sat_practice_answers_client").on(t.userId, t.clientId),
    // The first answer to a question of a set is its verdict.
    uniqueIndex("sat_practice_answers_set_item").on(t.setId, t.testId, t.questionId),
    index("sat_practice_answers_user_section").on(t.userId, t.section, t.domain, t.skill),
  ],
);
