ALTER TABLE `vocabulary_settings` ADD `fsrs_optimisation` text;--> statement-breakpoint
ALTER TABLE `vocabulary_settings` ADD `automatic_mistake_cards` integer DEFAULT false NOT NULL;