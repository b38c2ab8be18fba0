CREATE TABLE `sat_answer_keys` (
	`test_id` text NOT NULL,
	`question_id` text NOT NULL,
	`answer` text NOT NULL,
	`explanation` text NOT NULL,
	`why_wrong` text NOT NULL,
	`steps` text NOT NULL,
	PRIMARY KEY(`test_id`, `question_id`),
	FOREIGN KEY (`test_id`) REFERENCES `sat_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sat_attempt_modules` (
	`attempt_id` text NOT NULL,
	`module` text NOT NULL,
	`answers` text NOT NULL,
	`marked` text NOT NULL,
	`time_left_seconds` integer NOT NULL,
	`saved_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`client_id` text,
	`submitted_at` text,
	`correct` integer,
	`total` integer,
	PRIMARY KEY(`attempt_id`, `module`),
	FOREIGN KEY (`attempt_id`) REFERENCES `sat_attempts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sat_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`section` text NOT NULL,
	`test_id` text NOT NULL,
	`test_title` text NOT NULL,
	`mode` text NOT NULL,
	`status` text NOT NULL,
	`current_module` text NOT NULL,
	`route` text,
	`section_score` text,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`test_id`) REFERENCES `sat_tests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sat_attempts_user_section` ON `sat_attempts` (`user_id`,`section`,`status`,`started_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `sat_attempts_open` ON `sat_attempts` (`user_id`,`test_id`) WHERE status = 'in_progress';--> statement-breakpoint
CREATE TABLE `sat_questions` (
	`test_id` text NOT NULL,
	`id` text NOT NULL,
	`module` text NOT NULL,
	`number` integer NOT NULL,
	`domain` text NOT NULL,
	`skill` text NOT NULL,
	`difficulty` text NOT NULL,
	`format` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`test_id`, `id`),
	FOREIGN KEY (`test_id`) REFERENCES `sat_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sat_questions_module_number` ON `sat_questions` (`test_id`,`module`,`number`);--> statement-breakpoint
CREATE TABLE `sat_tests` (
	`id` text PRIMARY KEY NOT NULL,
	`section` text NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	`source` text NOT NULL,
	`licence` text NOT NULL,
	`content_hash` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sat_tests_section` ON `sat_tests` (`section`,`active`,`position`);