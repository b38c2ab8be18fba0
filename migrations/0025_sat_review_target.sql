CREATE TABLE `sat_review_cards` (
	`user_id` text NOT NULL,
	`test_id` text NOT NULL,
	`question_id` text NOT NULL,
	`word_id` text NOT NULL,
	`attempt_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `test_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`word_id`) REFERENCES `words`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sat_review_cards_word` ON `sat_review_cards` (`word_id`);--> statement-breakpoint
ALTER TABLE `learner_goals` ADD `target_sat_score` integer;