ALTER TABLE "user_leg_totals" ADD COLUMN "points_week" text;--> statement-breakpoint
-- Decision 121: the stored week volume was counted after the latest cycle run (or zeroed by it), so it follows that run;
-- the carries were written from that run's audit rows, which readers now read instead.
UPDATE "user_leg_totals" SET "points_week" = (SELECT max("week") FROM "binary_cycle_runs") WHERE "left_points" <> 0 OR "right_points" <> 0;--> statement-breakpoint
ALTER TABLE "user_leg_totals" DROP COLUMN "left_carry";--> statement-breakpoint
ALTER TABLE "user_leg_totals" DROP COLUMN "right_carry";
