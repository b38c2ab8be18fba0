CREATE TABLE `lexicon_neighbours` (
	`entry_id` integer NOT NULL,
	`position` integer NOT NULL,
	`neighbour_id` integer NOT NULL,
	PRIMARY KEY(`entry_id`, `position`),
	FOREIGN KEY (`entry_id`) REFERENCES `lexicon_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`neighbour_id`) REFERENCES `lexicon_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `vocabulary_settings` ADD `fsrs_optimisation` text;--> statement-breakpoint
ALTER TABLE `vocabulary_settings` ADD `automatic_mistake_cards` integer DEFAULT false NOT NULL;