CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_user_name` ON `categories` (`user_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `lexicon_entries` (
	`id` integer PRIMARY KEY NOT NULL,
	`lemma` text NOT NULL,
	`lemma_key` text NOT NULL,
	`pos` text NOT NULL,
	`ipa` text,
	`rank` integer,
	`search_order` integer NOT NULL,
	`difficulty` text NOT NULL,
	`definition` text NOT NULL,
	`example` text,
	`sense_count` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lexicon_entries_prefix` ON `lexicon_entries` (`lemma_key`,`search_order`);--> statement-breakpoint
CREATE INDEX `lexicon_entries_difficulty_rank` ON `lexicon_entries` (`difficulty`,`rank`);--> statement-breakpoint
CREATE INDEX `lexicon_entries_pos_rank` ON `lexicon_entries` (`pos`,`rank`);--> statement-breakpoint
CREATE TABLE `lexicon_forms` (
	`form` text NOT NULL,
	`entry_id` integer NOT NULL,
	`pos` text NOT NULL,
	PRIMARY KEY(`form`, `entry_id`),
	FOREIGN KEY (`entry_id`) REFERENCES `lexicon_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lexicon_forms_entry` ON `lexicon_forms` (`entry_id`);--> statement-breakpoint
CREATE TABLE `lexicon_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lexicon_senses` (
	`entry_id` integer NOT NULL,
	`position` integer NOT NULL,
	`pos` text NOT NULL,
	`definition` text NOT NULL,
	`examples` text NOT NULL,
	`synonyms` text NOT NULL,
	PRIMARY KEY(`entry_id`, `position`),
	FOREIGN KEY (`entry_id`) REFERENCES `lexicon_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `quiz_results` (
	`id` text PRIMARY KEY NOT NULL,
	`quiz_id` text NOT NULL,
	`user_id` text NOT NULL,
	`answers` text NOT NULL,
	`correct_count` integer NOT NULL,
	`total` integer NOT NULL,
	`score` integer NOT NULL,
	`band` text NOT NULL,
	`duration_seconds` integer,
	`completed_at` integer NOT NULL,
	FOREIGN KEY (`quiz_id`) REFERENCES `quizzes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quiz_results_quiz_id_unique` ON `quiz_results` (`quiz_id`);--> statement-breakpoint
CREATE INDEX `quiz_results_user_completed` ON `quiz_results` (`user_id`,`completed_at`);--> statement-breakpoint
CREATE TABLE `quizzes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`category_id` text,
	`questions` text NOT NULL,
	`question_count` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quizzes_user_created` ON `quizzes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`word_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`rating` integer NOT NULL,
	`reviewed_at` integer NOT NULL,
	`elapsed_days` real NOT NULL,
	`answer_ms` integer,
	`state_before` integer NOT NULL,
	`state_after` integer NOT NULL,
	`stability_before` real NOT NULL,
	`stability_after` real NOT NULL,
	`difficulty_before` real NOT NULL,
	`difficulty_after` real NOT NULL,
	`due_before` integer NOT NULL,
	`due_after` integer NOT NULL,
	`scheduled_days` integer NOT NULL,
	`card_before` text NOT NULL,
	`version_after` integer NOT NULL,
	`undone_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_logs_user_key` ON `review_logs` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `review_logs_user_reviewed` ON `review_logs` (`user_id`,`reviewed_at`);--> statement-breakpoint
CREATE TABLE `srs_cards` (
	`word_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`due` integer NOT NULL,
	`stability` real NOT NULL,
	`difficulty` real NOT NULL,
	`elapsed_days` integer NOT NULL,
	`scheduled_days` integer NOT NULL,
	`learning_steps` integer NOT NULL,
	`reps` integer NOT NULL,
	`lapses` integer NOT NULL,
	`state` integer NOT NULL,
	`last_review` integer,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`word_id`) REFERENCES `words`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `srs_cards_user_due` ON `srs_cards` (`user_id`,`due`);--> statement-breakpoint
CREATE TABLE `vocabulary_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`desired_retention` real DEFAULT 0.9 NOT NULL,
	`level` text,
	`fsrs_weights` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `words` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`category_id` text NOT NULL,
	`word` text NOT NULL,
	`word_key` text NOT NULL,
	`definition` text,
	`ipa` text,
	`example` text,
	`notes` text,
	`difficulty` text NOT NULL,
	`pos` text,
	`lexicon_lemma` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `words_user_category_word` ON `words` (`user_id`,`category_id`,`word_key`);--> statement-breakpoint
CREATE INDEX `words_user_created` ON `words` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `words_user_word` ON `words` (`user_id`,`word_key`);