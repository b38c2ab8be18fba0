CREATE TABLE `teacher_grades` (
	`submission_id` text PRIMARY KEY NOT NULL,
	`teacher_id` text NOT NULL,
	`criteria` text NOT NULL,
	`overall` real NOT NULL,
	`comment` text,
	`anchored_comments` text NOT NULL,
	`graded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `ielts_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`teacher_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `teacher_grades_teacher` ON `teacher_grades` (`teacher_id`);