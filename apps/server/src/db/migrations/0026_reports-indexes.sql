-- The admin's Reports at scale (issue 30): completions per week read one organization's completed records from
-- an index alone, and scores per course one organization's attempts, not the whole table.
CREATE INDEX "course_progress_tenant_completed_idx" ON "course_progress" USING btree ("tenant_id","completed_at","course_id","user_id") WHERE "course_progress"."completed_at" is not null and "course_progress"."progress" >= 100;--> statement-breakpoint
CREATE INDEX "quiz_attempts_tenant_course_idx" ON "quiz_attempts" USING btree ("tenant_id","course_id");