CREATE TABLE `sat_practice_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`set_id` text NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`test_id` text NOT NULL,
	`question_id` text NOT NULL,
	`section` text NOT NULL,
	`domain` text NOT NULL,
	`skill` text NOT NULL,
	`answer` text NOT NULL,
	`correct` integer NOT NULL,
	`answered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`set_id`) REFERENCES `sat_practice_sets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sat_practice_answers_client` ON `sat_practice_answers` (`user_id`,`client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sat_practice_answers_set_item` ON `sat_practice_answers` (`set_id`,`test_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `sat_practice_answers_user_section` ON `sat_practice_answers` (`user_id`,`section`,`domain`,`skill`);--> statement-breakpoint
CREATE TABLE `sat_practice_sets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`section` text NOT NULL,
	`domain` text NOT NULL,
	`skill` text,
	`items` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sat_practice_sets_user` ON `sat_practice_sets` (`user_id`,`created_at`);