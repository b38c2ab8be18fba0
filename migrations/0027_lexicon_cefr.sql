ALTER TABLE `lexicon_entries` ADD `cefr` text;--> statement-breakpoint
ALTER TABLE `lexicon_entries` ADD `cefr_order` integer;--> statement-breakpoint
CREATE INDEX `lexicon_entries_cefr_order` ON `lexicon_entries` (`cefr`,`cefr_order`);