CREATE TABLE `webhook_deliveries` (
	`event_id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`ok` integer NOT NULL,
	`status` integer,
	`detail` text NOT NULL
);
