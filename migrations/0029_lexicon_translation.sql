CREATE TABLE `lexicon_phrases` (
	`key` text PRIMARY KEY NOT NULL,
	`phrase` text NOT NULL,
	`russian` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lexicon_russian` (
	`key` text NOT NULL,
	`word` text NOT NULL,
	`uses` integer NOT NULL,
	`lemmas` text NOT NULL,
	PRIMARY KEY(`key`, `word`)
);
