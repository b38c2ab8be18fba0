CREATE TABLE `course_lessons` (
	`course_id` text NOT NULL,
	`lesson_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`course_id`, `lesson_id`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_lessons_lesson` ON `course_lessons` (`lesson_id`);--> statement-breakpoint
CREATE TABLE `courses` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `courses_owner` ON `courses` (`owner_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `share_students` (
	`share_id` text NOT NULL,
	`student_id` text NOT NULL,
	PRIMARY KEY(`share_id`, `student_id`),
	FOREIGN KEY (`share_id`) REFERENCES `shares`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `share_students_student` ON `share_students` (`student_id`);--> statement-breakpoint
CREATE TABLE `shares` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`lesson_id` text,
	`course_id` text,
	`class_id` text NOT NULL,
	`whole_class` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shares_lesson_class` ON `shares` (`lesson_id`,`class_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shares_course_class` ON `shares` (`course_id`,`class_id`);--> statement-breakpoint
CREATE INDEX `shares_class` ON `shares` (`class_id`);--> statement-breakpoint
CREATE INDEX `shares_owner` ON `shares` (`owner_id`,`created_at`);