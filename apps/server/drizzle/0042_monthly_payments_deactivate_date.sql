ALTER TABLE "memberships" ADD COLUMN "monthly_payments" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivate_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_deactivation_due" ON "users" USING btree ("deactivate_date") WHERE "users"."deactivated_at" is null and "users"."deactivate_date" is not null;