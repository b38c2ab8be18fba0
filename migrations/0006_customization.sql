CREATE TABLE `user_customization_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`assessment_completed` integer DEFAULT false NOT NULL,
	`assessment_score` real,
	`assessment_level` text,
	`assessment_percentage` real,
	`assessment_category_scores` text,
	`assessment_completed_at` text,
	`onboarding_completed` integer DEFAULT false NOT NULL,
	`onboarding_step` integer DEFAULT 0 NOT NULL,
	`completed_steps` text DEFAULT '[]' NOT NULL,
	`onboarding_completed_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
