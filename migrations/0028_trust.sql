CREATE TABLE `forum_moderators` (
	`user_id` text PRIMARY KEY NOT NULL,
	`appointed_by` text,
	`appointed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `lessons` ADD `library_answers` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `push_devices` ADD `session_id` text REFERENCES sessions(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `library_attempts` ADD `counted` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `library_attempts_counted` ON `library_attempts` (`user_id`,`item_id`) WHERE counted = 1;--> statement-breakpoint
ALTER TABLE `sat_attempt_modules` ADD `started_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sat_attempts` ADD `retake` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `sat_tests` ADD `pool` text DEFAULT 'test' NOT NULL;--> statement-breakpoint
CREATE INDEX `sat_tests_pool` ON `sat_tests` (`pool`,`section`,`active`);--> statement-breakpoint
ALTER TABLE `placement_sessions` ADD `current_question_id` text;--> statement-breakpoint
ALTER TABLE `placement_sessions` ADD `saved_as_level` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (issue 34): before `counted`, a learner's first attempt at an item was the one recorded as progress.
UPDATE `library_attempts` SET `counted` = 1 WHERE NOT EXISTS (
	SELECT 1 FROM `library_attempts` AS `earlier`
	WHERE `earlier`.`user_id` = `library_attempts`.`user_id` AND `earlier`.`item_id` = `library_attempts`.`item_id`
		AND (`earlier`.`created_at` < `library_attempts`.`created_at` OR (`earlier`.`created_at` = `library_attempts`.`created_at` AND `earlier`.`id` < `library_attempts`.`id`))
);
--> statement-breakpoint
-- A module opened when its time left, as last reported, was its whole time (R&W 32 min, Math 35 min).
UPDATE `sat_attempt_modules` SET `started_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `saved_at`, '-' || (
	(SELECT CASE `sat_attempts`.`section` WHEN 'math' THEN 2100 ELSE 1920 END FROM `sat_attempts` WHERE `sat_attempts`.`id` = `sat_attempt_modules`.`attempt_id`)
	- `time_left_seconds`) || ' seconds');
--> statement-breakpoint
-- An attempt started after the learner had finished the same test is a retake.
UPDATE `sat_attempts` SET `retake` = 1 WHERE EXISTS (
	SELECT 1 FROM `sat_attempts` AS `earlier`
	WHERE `earlier`.`user_id` = `sat_attempts`.`user_id` AND `earlier`.`test_id` = `sat_attempts`.`test_id`
		AND `earlier`.`status` = 'completed' AND `earlier`.`completed_at` < `sat_attempts`.`started_at`
);
--> statement-breakpoint
-- Every placement result before issue 34 replaced the level; a test in progress gets an opaque id for its current question.
UPDATE `placement_sessions` SET `saved_as_level` = 1 WHERE `status` = 'completed';
--> statement-breakpoint
UPDATE `placement_sessions` SET `current_question_id` = lower(hex(randomblob(16))) WHERE `current_item_id` IS NOT NULL;
--> statement-breakpoint
-- Forum search (issue 34; hand-written: drizzle-kit does not emit FTS5 or triggers). One row per post
-- (title and body) and per reply (body), kept by the triggers below; words are tokenised with diacritics
-- folded, so a search asks for each word as a quoted prefix: no input is FTS syntax, and no pattern grows
-- with the word as LIKE's did (a long word made LIKE fail with "pattern too complex").
CREATE VIRTUAL TABLE `forum_fts` USING fts5(`post_id` UNINDEXED, `reply_id` UNINDEXED, `title`, `body`, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `forum_fts` (`post_id`, `reply_id`, `title`, `body`) SELECT `id`, NULL, `title`, `body` FROM `forum_posts`;
--> statement-breakpoint
INSERT INTO `forum_fts` (`post_id`, `reply_id`, `title`, `body`) SELECT `post_id`, `id`, '', `body` FROM `forum_replies`;
--> statement-breakpoint
CREATE TRIGGER `forum_posts_fts_insert` AFTER INSERT ON `forum_posts` BEGIN
	INSERT INTO `forum_fts` (`post_id`, `reply_id`, `title`, `body`) VALUES (new.`id`, NULL, new.`title`, new.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_posts_fts_update` AFTER UPDATE OF `title`, `body` ON `forum_posts` BEGIN
	DELETE FROM `forum_fts` WHERE `post_id` = old.`id` AND `reply_id` IS NULL;
	INSERT INTO `forum_fts` (`post_id`, `reply_id`, `title`, `body`) VALUES (new.`id`, NULL, new.`title`, new.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_posts_fts_delete` AFTER DELETE ON `forum_posts` BEGIN
	DELETE FROM `forum_fts` WHERE `post_id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `forum_replies_fts_insert` AFTER INSERT ON `forum_replies` BEGIN
	INSERT INTO `forum_fts` (`post_id`, `reply_id`, `title`, `body`) VALUES (new.`post_id`, new.`id`, '', new.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_replies_fts_update` AFTER UPDATE OF `body` ON `forum_replies` BEGIN
	DELETE FROM `forum_fts` WHERE `reply_id` = old.`id`;
	INSERT INTO `forum_fts` (`post_id`, `reply_id`, `title`, `body`) VALUES (new.`post_id`, new.`id`, '', new.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_replies_fts_delete` AFTER DELETE ON `forum_replies` BEGIN
	DELETE FROM `forum_fts` WHERE `reply_id` = old.`id`;
END;
