CREATE TABLE `lexicon_glosses` (
	`entry_id` integer NOT NULL,
	`lang` text NOT NULL,
	`gloss` text NOT NULL,
	PRIMARY KEY(`entry_id`, `lang`),
	FOREIGN KEY (`entry_id`) REFERENCES `lexicon_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
