CREATE TABLE "quiz_bank_curations" (
	"tenant_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"retired_at" timestamp with time zone,
	"question" text,
	"choices" jsonb,
	"hint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_bank_curations_tenant_id_question_id_pk" PRIMARY KEY("tenant_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_bank_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"course_version" integer NOT NULL,
	"fact" text NOT NULL,
	"slide" integer NOT NULL,
	"question" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_answer" text NOT NULL,
	"hint" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "quiz_questions" integer;--> statement-breakpoint
ALTER TABLE "quiz_bank_curations" ADD CONSTRAINT "quiz_bank_curations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_bank_curations" ADD CONSTRAINT "quiz_bank_curations_question_id_quiz_bank_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_bank_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_bank_questions" ADD CONSTRAINT "quiz_bank_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_bank_questions_course_fact_unique" ON "quiz_bank_questions" USING btree ("course_id","course_version","fact");