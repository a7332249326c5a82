CREATE TABLE `event_cards` (
	`event_id` text PRIMARY KEY NOT NULL,
	`png` text NOT NULL,
	`etag` text NOT NULL,
	`updated_at` integer NOT NULL
);
