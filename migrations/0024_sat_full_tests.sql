CREATE TABLE `sat_full_tests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reading_writing_test_id` text NOT NULL,
	`math_test_id` text NOT NULL,
	`reading_writing_attempt_id` text NOT NULL,
	`math_attempt_id` text,
	`step` text NOT NULL,
	`break_ends_at` text,
	`total_score` text,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reading_writing_test_id`) REFERENCES `sat_tests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`math_test_id`) REFERENCES `sat_tests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reading_writing_attempt_id`) REFERENCES `sat_attempts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`math_attempt_id`) REFERENCES `sat_attempts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sat_full_tests_user` ON `sat_full_tests` (`user_id`,`started_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `sat_full_tests_open` ON `sat_full_tests` (`user_id`) WHERE step <> 'completed';