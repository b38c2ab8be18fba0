ALTER TABLE `ielts_submissions` ADD `custom_prompt` text;--> statement-breakpoint
-- The two items a submission on the learner's own question points at (worker/contract/ielts.ts
-- OWN_QUESTION_IDS): inactive, so no list shows them; the content seed never touches them.
INSERT OR IGNORE INTO `ielts_tests` (`id`, `section`, `title`, `position`, `time_minutes`, `question_count`, `task`, `kinds`, `body`, `model_answer`, `source`, `licence`, `content_hash`, `active`) VALUES
  ('own-question-task1', 'writing', 'Your own question (Task 1)', 1000000, 20, 1, 'task1', '[]', '{"task":"task1","minWords":150,"ownQuestion":true}', NULL, 'The learner', 'The learner''s own text', 'own-question', 0),
  ('own-question-task2', 'writing', 'Your own question (Task 2)', 1000001, 40, 1, 'task2', '[]', '{"task":"task2","minWords":250,"ownQuestion":true}', NULL, 'The learner', 'The learner''s own text', 'own-question', 0);
