ALTER TABLE "tenant_courses" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "tenant_courses" ADD COLUMN "due_days" integer;