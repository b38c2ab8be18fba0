-- "Contains" lexicon search (hand-written: drizzle-kit does not emit FTS5). A trigram index over the
-- lower-case lemma, stored as an external-content table over lexicon_entries. The lexicon is written
-- only by its bulk import (scripts/lexicon), which ends with
--   INSERT INTO lexicon_fts(lexicon_fts) VALUES ('rebuild');
-- so no triggers are needed. Search uses it for "contains" matches (cream → ice cream); typos are
-- found by index look-ups of the query's one-edit variants instead, since a swapped letter breaks
-- most trigrams of a short word.
CREATE VIRTUAL TABLE `lexicon_fts` USING fts5(
	`lemma_key`,
	content='lexicon_entries',
	content_rowid='id',
	tokenize='trigram'
);
