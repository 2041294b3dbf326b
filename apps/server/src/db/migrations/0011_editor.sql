CREATE TABLE "explanation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"narration_id" uuid NOT NULL,
	"explanation" text NOT NULL,
	"change" text NOT NULL,
	"is_approved" boolean NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slide_narrations" ADD COLUMN "audio_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "explanation_versions" ADD CONSTRAINT "explanation_versions_narration_id_slide_narrations_id_fk" FOREIGN KEY ("narration_id") REFERENCES "public"."slide_narrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explanation_versions" ADD CONSTRAINT "explanation_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "explanation_versions_narration_idx" ON "explanation_versions" USING btree ("narration_id","saved_at");