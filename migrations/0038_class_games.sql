CREATE TABLE `game_pins` (
	`pin` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_pins_game_id_unique` ON `game_pins` (`game_id`);--> statement-breakpoint
CREATE TABLE `game_results` (
	`game_id` text NOT NULL,
	`user_id` text NOT NULL,
	`nickname` text NOT NULL,
	`score` integer NOT NULL,
	`correct_count` integer NOT NULL,
	`rank` integer NOT NULL,
	PRIMARY KEY(`game_id`, `user_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `game_results_user` ON `game_results` (`user_id`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`class_id` text NOT NULL,
	`teacher_id` text NOT NULL,
	`title` text NOT NULL,
	`source_kind` text NOT NULL,
	`source_id` text NOT NULL,
	`question_count` integer NOT NULL,
	`seconds_per_question` integer NOT NULL,
	`allow_guests` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`ended_at` text,
	`questions_asked` integer,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`teacher_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `games_class` ON `games` (`class_id`,`ended_at`);