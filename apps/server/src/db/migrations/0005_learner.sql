CREATE TABLE "course_pocs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"contact" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"last_slide" integer,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_details" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"hr_contact_name" text DEFAULT '' NOT NULL,
	"hr_contact_email" text DEFAULT '' NOT NULL,
	"hr_contact_phone" text DEFAULT '' NOT NULL,
	"ceo_name" text DEFAULT '' NOT NULL,
	"ceo_email" text DEFAULT '' NOT NULL,
	"ceo_contact" text DEFAULT '' NOT NULL,
	"cto_name" text DEFAULT '' NOT NULL,
	"cto_email" text DEFAULT '' NOT NULL,
	"cto_contact" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_pocs" ADD CONSTRAINT "course_pocs_tenant_id_course_id_tenant_courses_tenant_id_course_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."tenant_courses"("tenant_id","course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_details" ADD CONSTRAINT "tenant_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_pocs_tenant_course_idx" ON "course_pocs" USING btree ("tenant_id","course_id","position");--> statement-breakpoint
CREATE INDEX "course_progress_tenant_updated_idx" ON "course_progress" USING btree ("tenant_id","updated_at");