ALTER TABLE "course_slides" ADD COLUMN "model" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;