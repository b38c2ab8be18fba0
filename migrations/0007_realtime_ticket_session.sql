-- A ticket now names the session it was issued to. Tickets live 30 s, so the table is recreated
-- rather than altered: SQLite cannot add a NOT NULL column with a foreign key to a table in place.
DROP TABLE `realtime_tickets`;--> statement-breakpoint
CREATE TABLE `realtime_tickets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
