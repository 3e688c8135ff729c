ALTER TABLE "memberships" ADD COLUMN "monthly_payment" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_apply_fee_month_amount" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_apply_fee_monthly" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "alias" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_carry" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "right_carry" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The carries of the latest run already paid, so the tree shows them before the next cycle.
UPDATE "users" u SET "left_carry" = c."left_carry", "right_carry" = c."right_carry"
FROM "binary_cycle_results" c WHERE c."user_id" = u."id" AND c."week" = (SELECT max("week") FROM "binary_cycle_runs");
