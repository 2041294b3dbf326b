CREATE TABLE "user_course_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_tenant_idx";--> statement-breakpoint
ALTER TABLE "user_course_counts" ADD CONSTRAINT "user_course_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_counts" ADD CONSTRAINT "user_course_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_course_counts_tenant_idx" ON "user_course_counts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "course_progress_tenant_course_idx" ON "course_progress" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE INDEX "users_tenant_role_name_idx" ON "users" USING btree ("tenant_id","role","name","email","id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): user_course_counts follows course_progress.
-- A record counts as completed at 100 and in progress from 1 to 99; only a change of that state writes.
-- A deleted record (its course, user or organization deleted) only lowers an existing row, so a user
-- being deleted is never inserted again.
CREATE FUNCTION "count_course_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_completed integer := 0;
  was_in_progress integer := 0;
  is_completed integer := 0;
  is_in_progress integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_completed := (OLD.progress >= 100)::integer;
    was_in_progress := (OLD.progress > 0 AND OLD.progress < 100)::integer;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_completed := (NEW.progress >= 100)::integer;
    is_in_progress := (NEW.progress > 0 AND NEW.progress < 100)::integer;
  END IF;
  IF is_completed = was_completed AND is_in_progress = was_in_progress THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "user_course_counts"
      SET "completed" = "completed" - was_completed, "in_progress" = "in_progress" - was_in_progress
      WHERE "user_id" = OLD.user_id;
  ELSE
    INSERT INTO "user_course_counts" AS c ("user_id", "tenant_id", "completed", "in_progress")
      VALUES (NEW.user_id, NEW.tenant_id, is_completed - was_completed, is_in_progress - was_in_progress)
      ON CONFLICT ("user_id") DO UPDATE
      SET "completed" = c."completed" + excluded."completed", "in_progress" = c."in_progress" + excluded."in_progress";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "course_progress_counts" AFTER INSERT OR DELETE OR UPDATE OF "progress" ON "course_progress"
  FOR EACH ROW EXECUTE FUNCTION "count_course_progress"();--> statement-breakpoint
INSERT INTO "user_course_counts" ("user_id", "tenant_id", "completed", "in_progress")
  SELECT "user_id", "tenant_id", count(*) FILTER (WHERE "progress" >= 100), count(*) FILTER (WHERE "progress" > 0 AND "progress" < 100)
  FROM "course_progress" WHERE "progress" > 0 GROUP BY "user_id", "tenant_id"
  ON CONFLICT ("user_id") DO UPDATE SET "completed" = excluded."completed", "in_progress" = excluded."in_progress";
