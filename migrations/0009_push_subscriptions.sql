CREATE TABLE `push_subscriptions` (
	`event_id` text NOT NULL,
	`player_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`lang` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`event_id`, `player_id`, `endpoint`)
);
