CREATE TABLE "course_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"reason" text NOT NULL,
	"course_version" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"progress" integer,
	"completed_at" timestamp with time zone,
	"slide_journey" jsonb
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "archived_cycle" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "archived_cycle" integer;--> statement-breakpoint
ALTER TABLE "tenant_courses" ADD COLUMN "recur_months" integer;--> statement-breakpoint
ALTER TABLE "tenant_courses" ADD COLUMN "course_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_courses" ADD COLUMN "reviewed_deck_version" integer;--> statement-breakpoint
ALTER TABLE "tenant_courses" ADD COLUMN "changes_reviewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_cycles" ADD CONSTRAINT "course_cycles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_cycles" ADD CONSTRAINT "course_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_cycles" ADD CONSTRAINT "course_cycles_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_cycles_user_course_cycle_unique" ON "course_cycles" USING btree ("user_id","course_id","cycle");--> statement-breakpoint
CREATE INDEX "course_cycles_tenant_idx" ON "course_cycles" USING btree ("tenant_id");--> statement-breakpoint
-- Written by hand: courses assigned before this migration have seen their current deck (no change to review).
UPDATE "tenant_courses" SET "reviewed_deck_version" = "courses"."version" FROM "courses" WHERE "courses"."id" = "tenant_courses"."course_id";
