ALTER TABLE "memberships" ADD COLUMN "monthly_payment" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_apply_fee_month_amount" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_apply_fee_monthly" boolean DEFAULT true NOT NULL;