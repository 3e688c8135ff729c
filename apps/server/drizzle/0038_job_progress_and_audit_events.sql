CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"actor_id" integer,
	"member_id" integer,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "progress_total" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_member" ON "audit_events" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" USING btree ("actor_id","created_at");--> statement-breakpoint
-- Backfill (issue 19): the events already recorded elsewhere, so the log starts with their history.
INSERT INTO "audit_events" ("kind", "actor_id", "member_id", "ip", "details", "created_at")
SELECT 'setting_change', "admin_id", NULL, NULL,
  jsonb_build_object('entity', "entity", 'entityId', "entity_id", 'field', "field", 'oldValue', "old_value", 'newValue', "new_value"), "created_at"
FROM "settings_changes";--> statement-breakpoint
INSERT INTO "audit_events" ("kind", "actor_id", "member_id", "ip", "details", "created_at")
SELECT 'impersonation', "admin_id", "user_id", "ip", jsonb_build_object('userAgent', "user_agent"), "created_at"
FROM "admin_access_tokens";
