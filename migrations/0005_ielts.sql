CREATE TABLE `ielts_answer_keys` (
	`test_id` text NOT NULL,
	`number` integer NOT NULL,
	`kind` text NOT NULL,
	`answer` text NOT NULL,
	`accepted` text NOT NULL,
	`word_limit` text,
	`evidence` text NOT NULL,
	`explanation` text,
	PRIMARY KEY(`test_id`, `number`),
	FOREIGN KEY (`test_id`) REFERENCES `ielts_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ielts_listening_audio` (
	`part_id` text PRIMARY KEY NOT NULL,
	`audio_key` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`duration_seconds` real NOT NULL,
	`turn_start_seconds` text NOT NULL,
	`transcript_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ielts_questions` (
	`test_id` text NOT NULL,
	`number` integer NOT NULL,
	`part_number` integer NOT NULL,
	`type` text NOT NULL,
	`prompt` text NOT NULL,
	PRIMARY KEY(`test_id`, `number`),
	FOREIGN KEY (`test_id`) REFERENCES `ielts_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ielts_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`section` text NOT NULL,
	`test_id` text NOT NULL,
	`test_title` text NOT NULL,
	`task_label` text,
	`part_label` text,
	`passage_label` text,
	`task` text,
	`mode` text,
	`answers` text,
	`review` text,
	`score` integer,
	`max_score` integer,
	`band` real,
	`band_label` text,
	`writing_history_id` text,
	`student_text` text,
	`word_count` integer,
	`speaking_answers` text,
	`transcript` text,
	`transcript_source` text,
	`status` text NOT NULL,
	`evaluation` text,
	`evaluation_error` text,
	`confidence` real,
	`duration_seconds` integer,
	`submitted_at` text NOT NULL,
	`evaluated_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`test_id`) REFERENCES `ielts_tests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`writing_history_id`) REFERENCES `ielts_writing_history`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ielts_submissions_client_id` ON `ielts_submissions` (`user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `ielts_submissions_user_time` ON `ielts_submissions` (`user_id`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `ielts_submissions_user_section` ON `ielts_submissions` (`user_id`,`section`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `ielts_test_parts` (
	`id` text PRIMARY KEY NOT NULL,
	`test_id` text NOT NULL,
	`number` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`transcript` text,
	FOREIGN KEY (`test_id`) REFERENCES `ielts_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ielts_test_parts_number` ON `ielts_test_parts` (`test_id`,`number`);--> statement-breakpoint
CREATE TABLE `ielts_tests` (
	`id` text PRIMARY KEY NOT NULL,
	`section` text NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	`time_minutes` integer NOT NULL,
	`question_count` integer NOT NULL,
	`task` text,
	`kinds` text NOT NULL,
	`body` text NOT NULL,
	`model_answer` text,
	`source` text NOT NULL,
	`licence` text NOT NULL,
	`content_hash` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ielts_tests_section` ON `ielts_tests` (`section`,`active`,`position`);--> statement-breakpoint
CREATE TABLE `ielts_writing_history` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`task_type` text NOT NULL,
	`task` text NOT NULL,
	`user_writing` text NOT NULL,
	`evaluation` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ielts_writing_history_user` ON `ielts_writing_history` (`user_id`,`created_at`);