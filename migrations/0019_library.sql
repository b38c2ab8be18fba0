CREATE TABLE `library_answer_keys` (
	`item_id` text NOT NULL,
	`question_id` text NOT NULL,
	`answer` integer NOT NULL,
	`explanation` text NOT NULL,
	PRIMARY KEY(`item_id`, `question_id`),
	FOREIGN KEY (`item_id`) REFERENCES `library_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `library_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`item_id` text NOT NULL,
	`client_id` text NOT NULL,
	`answers` text NOT NULL,
	`correct` integer NOT NULL,
	`total` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `library_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `library_attempts_client` ON `library_attempts` (`user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `library_attempts_item` ON `library_attempts` (`user_id`,`item_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `library_items` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`level` text NOT NULL,
	`topic` text NOT NULL,
	`summary` text NOT NULL,
	`word_count` integer NOT NULL,
	`body` text NOT NULL,
	`questions` text NOT NULL,
	`position` integer NOT NULL,
	`source` text NOT NULL,
	`licence` text NOT NULL,
	`content_hash` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `library_items_list` ON `library_items` (`active`,`kind`,`position`);--> statement-breakpoint
CREATE TABLE `library_playback` (
	`user_id` text NOT NULL,
	`podcast_id` text NOT NULL,
	`position_seconds` real NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `podcast_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`podcast_id`) REFERENCES `library_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `library_podcast_audio` (
	`podcast_id` text PRIMARY KEY NOT NULL,
	`audio_key` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`duration_seconds` real NOT NULL,
	`turn_start_seconds` text NOT NULL,
	`engine` text NOT NULL,
	`transcript_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
