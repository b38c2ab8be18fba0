CREATE TABLE `lexicon_sense_glosses` (
	`entry_id` integer NOT NULL,
	`position` integer NOT NULL,
	`lang` text NOT NULL,
	`gloss` text NOT NULL,
	PRIMARY KEY(`entry_id`, `position`, `lang`),
	FOREIGN KEY (`entry_id`) REFERENCES `lexicon_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `lexicon_senses` ADD `tagged` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `lexicon_senses` ADD `related` text;--> statement-breakpoint
ALTER TABLE `words` ADD `lexicon_sense` integer;--> statement-breakpoint
ALTER TABLE `words` ADD `gloss` text;--> statement-breakpoint
ALTER TABLE `words` ADD `gloss_lang` text;