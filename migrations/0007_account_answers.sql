CREATE TABLE `account_answers` (
	`caller` text NOT NULL,
	`command_id` text NOT NULL,
	`fingerprint` text NOT NULL,
	`status` integer NOT NULL,
	`answer` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`caller`, `command_id`)
);
