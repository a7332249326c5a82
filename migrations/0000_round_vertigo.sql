CREATE TABLE `event_log` (
	`event_id` text NOT NULL,
	`seq` integer NOT NULL,
	`command_id` text NOT NULL,
	`actor` text NOT NULL,
	`at` integer NOT NULL,
	`command` text NOT NULL,
	`what` text NOT NULL,
	`status` integer NOT NULL,
	`answer` text NOT NULL,
	PRIMARY KEY(`event_id`, `seq`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_log_command` ON `event_log` (`event_id`,`command_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`game_format` text NOT NULL,
	`rules` text NOT NULL,
	`status` text NOT NULL,
	`visibility` text NOT NULL,
	`date` text,
	`players` integer NOT NULL,
	`round` integer NOT NULL,
	`seq` integer NOT NULL,
	`snapshot` text NOT NULL,
	`public_view` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_list` ON `events` (`visibility`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `events_owner` ON `events` (`owner_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window`)
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `staff` (
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `staff_user` ON `staff` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`salt` text NOT NULL,
	`iterations` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);