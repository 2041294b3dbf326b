CREATE TABLE "ai_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"course_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"engine" text NOT NULL,
	"sources" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_audit_tenant_idx" ON "ai_audit" USING btree ("tenant_id","created_at");