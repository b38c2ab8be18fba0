CREATE TABLE `forum_edits` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`editor_id` text NOT NULL,
	`title` text,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`editor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_edits_target` ON `forum_edits` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `forum_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`tags` text NOT NULL,
	`submission_id` text,
	`accepted_reply_id` text,
	`score` integer DEFAULT 0 NOT NULL,
	`hidden_at` text,
	`hidden_by` text,
	`edited_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submission_id`) REFERENCES `ielts_submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forum_posts_created` ON `forum_posts` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_score` ON `forum_posts` (`score`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_category` ON `forum_posts` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_posts_author` ON `forum_posts` (`author_id`);--> statement-breakpoint
CREATE TABLE `forum_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`hidden_at` text,
	`hidden_by` text,
	`edited_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_replies_post` ON `forum_replies` (`post_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_replies_author` ON `forum_replies` (`author_id`);--> statement-breakpoint
CREATE TABLE `forum_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`post_id` text NOT NULL,
	`reason` text NOT NULL,
	`resolved_at` text,
	`resolved_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_reports_once` ON `forum_reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `forum_reports_open` ON `forum_reports` (`resolved_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `forum_votes` (
	`user_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `target_type`, `target_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_votes_target` ON `forum_votes` (`target_type`,`target_id`);