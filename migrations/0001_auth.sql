CREATE TABLE `auth_rate_limits` (
	`bucket` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_rate_limits_window` ON `auth_rate_limits` (`window_start`);--> statement-breakpoint
CREATE TABLE `dev_mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`link` text,
	`token_hash` text,
	`token` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dev_mailbox_to` ON `dev_mailbox` (`to_email`);--> statement-breakpoint
CREATE TABLE `flow_states` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`authentication_method` text NOT NULL,
	`code_challenge` text,
	`code_challenge_method` text,
	`auth_code_hash` text,
	`auth_code_issued_at` integer,
	`provider` text,
	`provider_code_verifier` text,
	`nonce` text,
	`redirect_to` text,
	`linking_target_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`linking_target_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flow_states_auth_code_hash_unique` ON `flow_states` (`auth_code_hash`);--> statement-breakpoint
CREATE TABLE `identities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_id` text NOT NULL,
	`identity_data` text NOT NULL,
	`email` text,
	`last_sign_in_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identities_provider_subject` ON `identities` (`provider`,`provider_id`);--> statement-breakpoint
CREATE INDEX `identities_user` ON `identities` (`user_id`);--> statement-breakpoint
CREATE TABLE `mfa_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`factor_id` text NOT NULL,
	`ip_address` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`factor_id`) REFERENCES `mfa_factors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mfa_factors` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`friendly_name` text,
	`factor_type` text NOT NULL,
	`status` text NOT NULL,
	`secret` text NOT NULL,
	`last_used_step` integer,
	`last_challenged_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mfa_factors_user` ON `mfa_factors` (`user_id`);--> statement-breakpoint
CREATE TABLE `one_time_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_type` text NOT NULL,
	`link_hash` text NOT NULL,
	`otp_hash` text NOT NULL,
	`relates_to` text NOT NULL,
	`flow_state_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`flow_state_id`) REFERENCES `flow_states`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `one_time_tokens_link_hash_unique` ON `one_time_tokens` (`link_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `one_time_tokens_user_type` ON `one_time_tokens` (`user_id`,`token_type`);--> statement-breakpoint
CREATE INDEX `one_time_tokens_otp` ON `one_time_tokens` (`otp_hash`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`session_id` text NOT NULL,
	`parent_id` integer,
	`revoked` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_token_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_parent_id_unique` ON `refresh_tokens` (`parent_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_session` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`aal` text NOT NULL,
	`factor_id` text,
	`amr` text NOT NULL,
	`user_agent` text,
	`ip` text,
	`refreshed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`app_role` text DEFAULT 'learner' NOT NULL,
	`signup_provider` text NOT NULL,
	`user_metadata` text NOT NULL,
	`email_confirmed_at` integer,
	`confirmation_sent_at` integer,
	`recovery_sent_at` integer,
	`new_email` text,
	`email_change_sent_at` integer,
	`last_sign_in_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);