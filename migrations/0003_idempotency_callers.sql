ALTER TABLE `event_log` ADD `caller` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `event_log` ADD `fingerprint` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `caller` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `fingerprint` text DEFAULT '' NOT NULL;