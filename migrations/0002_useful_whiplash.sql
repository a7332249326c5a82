CREATE TABLE `registration_settings` (
	`event_id` text PRIMARY KEY NOT NULL,
	`capacity` integer,
	`pool_id` text,
	`opens_at` integer,
	`closes_at` integer,
	`closed` integer DEFAULT 0 NOT NULL,
	`fee_rules` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`name` text NOT NULL,
	`category` text,
	`applied_at` integer NOT NULL,
	`withdrawn_at` integer,
	`by` text NOT NULL,
	`code_hash` text NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	`paid_at` integer,
	`player_id` text
);
--> statement-breakpoint
CREATE INDEX `registrations_event` ON `registrations` (`event_id`,`applied_at`);--> statement-breakpoint
CREATE INDEX `registrations_applied` ON `registrations` (`applied_at`);--> statement-breakpoint
CREATE TABLE `venue_pools` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`label` text NOT NULL,
	`capacity` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `venue_pools_owner` ON `venue_pools` (`owner_id`);