CREATE TABLE `progress_days` (
	`user_id` text NOT NULL,
	`local_day` text NOT NULL,
	`event_type` text NOT NULL,
	`skill` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`score_sum` real DEFAULT 0 NOT NULL,
	`scored` integer DEFAULT 0 NOT NULL,
	`duration_seconds` integer DEFAULT 0 NOT NULL,
	`words` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `local_day`, `event_type`, `skill`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The daily rows of every event recorded so far (issue 39): from here on each event adds to its day's row.
INSERT INTO `progress_days` (`user_id`, `local_day`, `event_type`, `skill`, `count`, `score_sum`, `scored`, `duration_seconds`, `words`)
SELECT `user_id`, `local_day`, `event_type`, `skill`, count(*), coalesce(sum(`score`), 0), count(`score`), coalesce(sum(`duration_seconds`), 0), coalesce(sum(`words`), 0)
FROM `progress_events` GROUP BY `user_id`, `local_day`, `event_type`, `skill`;
--> statement-breakpoint
ALTER TABLE `user_stats` ADD `history_compacted_before` text;--> statement-breakpoint
CREATE INDEX `notifications_user_unread` ON `notifications` (`user_id`) WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE INDEX `progress_events_user_skill_scored` ON `progress_events` (`user_id`,`skill`,`occurred_at`) WHERE "score" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `progress_events_user_listed` ON `progress_events` (`user_id`,`occurred_at`,`id`) WHERE "event_type" NOT IN ('srs_review_completed', 'quiz_completed');--> statement-breakpoint
CREATE INDEX `lexicon_entries_pos_difficulty_rank` ON `lexicon_entries` (`pos`,`difficulty`,`rank`);--> statement-breakpoint
CREATE INDEX `forum_posts_submission` ON `forum_posts` (`submission_id`);