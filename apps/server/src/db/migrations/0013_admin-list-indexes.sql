DROP INDEX "users_tenant_idx";--> statement-breakpoint
CREATE INDEX "users_tenant_role_name_idx" ON "users" USING btree ("tenant_id","role","name","email");