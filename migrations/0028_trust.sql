CREATE TABLE `forum_moderators` (
	`user_id` text PRIMARY KEY NOT NULL,
	`appointed_by` text,
	`appointed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
