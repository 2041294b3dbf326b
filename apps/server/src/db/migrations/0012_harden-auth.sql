CREATE TABLE "slide_progress" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"slide_number" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"audio_played_ratio" real,
	CONSTRAINT "slide_progress_user_id_course_id_slide_number_pk" PRIMARY KEY("user_id","course_id","slide_number")
);
--> statement-breakpoint
ALTER TABLE "slide_progress" ADD CONSTRAINT "slide_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_progress" ADD CONSTRAINT "slide_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;