CREATE TABLE `lesson_progress` (
	`lesson_id` text NOT NULL,
	`user_id` text NOT NULL,
	`current_block_id` text,
	`answers` text DEFAULT '{}' NOT NULL,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	`score` real,
	PRIMARY KEY(`lesson_id`, `user_id`),
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lesson_progress_user` ON `lesson_progress` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `lessons` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`level` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`blocks` text NOT NULL,
	`in_library` integer DEFAULT false NOT NULL,
	`copied_from` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`published_at` text,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lessons_owner` ON `lessons` (`owner_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `lessons_library` ON `lessons` (`in_library`,`published_at`);