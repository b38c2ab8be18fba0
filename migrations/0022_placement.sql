CREATE TABLE `placement_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`answers` text NOT NULL,
	`current_item_id` text,
	`result` text,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `placement_sessions_user` ON `placement_sessions` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `lexicon_entries_rank` ON `lexicon_entries` (`rank`);