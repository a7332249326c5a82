ALTER TABLE `events` ADD `view_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows written before this column hold their snapshot and view at seq.
UPDATE `events` SET `view_seq` = `seq`;
