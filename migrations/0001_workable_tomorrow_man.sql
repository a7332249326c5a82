CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`country` text,
	`region` text,
	`external_id` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`merged_into` text
);
--> statement-breakpoint
CREATE INDEX `profiles_name` ON `profiles` (`name_key`);--> statement-breakpoint
CREATE INDEX `profiles_merged` ON `profiles` (`merged_into`);--> statement-breakpoint
CREATE TABLE `rated_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`pool` text NOT NULL,
	`version` integer NOT NULL,
	`at` integer NOT NULL,
	`json` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rated_events_pool` ON `rated_events` (`pool`);--> statement-breakpoint
CREATE TABLE `rated_players` (
	`event_id` text NOT NULL,
	`profile` text NOT NULL,
	PRIMARY KEY(`event_id`, `profile`)
);
--> statement-breakpoint
CREATE INDEX `rated_players_profile` ON `rated_players` (`profile`);--> statement-breakpoint
CREATE TABLE `rating_pools` (
	`pool` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`system` text NOT NULL,
	`label` text NOT NULL,
	`players` integer NOT NULL,
	`inputs` text NOT NULL,
	`json` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ratings` (
	`pool` text NOT NULL,
	`profile` text NOT NULL,
	`rating` real NOT NULL,
	PRIMARY KEY(`pool`, `profile`)
);
--> statement-breakpoint
CREATE INDEX `ratings_profile` ON `ratings` (`profile`);