CREATE TABLE "course_slides" (
	"course_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"notes" text NOT NULL,
	"image_key" text,
	"image_width" integer,
	"image_height" integer,
	CONSTRAINT "course_slides_course_id_number_pk" PRIMARY KEY("course_id","number")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" text NOT NULL,
	"learning_objectives" text NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"material_key" text NOT NULL,
	"material_name" text NOT NULL,
	"material_type" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"slides_total" integer DEFAULT 0 NOT NULL,
	"slides_done" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"rendering" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_narrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"tenant_id" uuid,
	"slide_number" integer NOT NULL,
	"explanation" text NOT NULL,
	"audio_key" text,
	"subtitle_vtt" text,
	"audio_seconds" real,
	"is_approved" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slide_narrations_unique" UNIQUE NULLS NOT DISTINCT("course_id","tenant_id","slide_number")
);
--> statement-breakpoint
CREATE TABLE "tenant_courses" (
	"tenant_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"skippable" boolean DEFAULT false NOT NULL,
	"retry_type" text DEFAULT 'SAME' NOT NULL,
	"copy_status" text DEFAULT 'processing' NOT NULL,
	"copy_slides_done" integer DEFAULT 0 NOT NULL,
	"copy_failure_reason" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_courses_tenant_id_course_id_pk" PRIMARY KEY("tenant_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "course_slides" ADD CONSTRAINT "course_slides_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_narrations" ADD CONSTRAINT "slide_narrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_narrations" ADD CONSTRAINT "slide_narrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_courses" ADD CONSTRAINT "tenant_courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_courses" ADD CONSTRAINT "tenant_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_courses_course_idx" ON "tenant_courses" USING btree ("course_id");