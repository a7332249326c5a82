CREATE TABLE `event_parts` (
	`event_id` text NOT NULL,
	`kind` text NOT NULL,
	`seq` integer NOT NULL,
	`part` integer NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`event_id`, `kind`, `seq`, `part`)
);
--> statement-breakpoint
ALTER TABLE `event_log` ADD `drawn` text;