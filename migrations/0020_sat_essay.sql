CREATE TABLE `sat_essay_prompts` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`author` text NOT NULL,
	`byline` text NOT NULL,
	`paragraphs` text NOT NULL,
	`words` integer NOT NULL,
	`position` integer NOT NULL,
	`source` text NOT NULL,
	`licence` text NOT NULL,
	`content_hash` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sat_essay_prompts_active` ON `sat_essay_prompts` (`active`,`position`);--> statement-breakpoint
CREATE TABLE `sat_essays` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`prompt_id` text NOT NULL,
	`prompt_title` text NOT NULL,
	`author` text NOT NULL,
	`text` text NOT NULL,
	`word_count` integer NOT NULL,
	`duration_seconds` integer,
	`submitted_at` text NOT NULL,
	`status` text NOT NULL,
	`evaluation` text,
	`evaluation_error` text,
	`reading_score` integer,
	`analysis_score` integer,
	`writing_score` integer,
	`evaluated_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prompt_id`) REFERENCES `sat_essay_prompts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sat_essays_client` ON `sat_essays` (`user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `sat_essays_user` ON `sat_essays` (`user_id`,`submitted_at`);