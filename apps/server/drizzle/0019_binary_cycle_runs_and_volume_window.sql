CREATE TABLE "binary_cycle_runs" (
	"week" text PRIMARY KEY NOT NULL,
	"volume_until" timestamp with time zone NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"with_volume" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "network_volumes_uncycled";--> statement-breakpoint
CREATE INDEX "network_volumes_created" ON "network_volumes" USING btree ("created_at");--> statement-breakpoint
-- Weeks already run: each week's volume ended at the week's end (Monday 00:00, Madrid).
INSERT INTO "binary_cycle_runs" ("week", "volume_until", "with_volume", "paid", "bonus", "ran_at")
SELECT "week", (to_date("week", 'IYYY-"W"IW') + 7)::timestamp AT TIME ZONE 'Europe/Madrid', count(*), count(*) FILTER (WHERE "bonus" > 0), sum("bonus"), min("created_at")
FROM "binary_cycle_results" GROUP BY "week";--> statement-breakpoint
ALTER TABLE "network_volumes" DROP COLUMN "cycled_in";