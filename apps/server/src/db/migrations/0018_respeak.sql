ALTER TABLE "courses" ADD COLUMN "voice" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "respeak_status" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "respeak_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "respeak_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "respeak_failure" text;--> statement-breakpoint
ALTER TABLE "slide_narrations" ADD COLUMN "voice" text;