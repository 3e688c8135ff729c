CREATE TABLE "club_pass_runs" (
	"period" text PRIMARY KEY NOT NULL,
	"candidates" integer NOT NULL,
	"candidates_travel" integer NOT NULL,
	"qualified" integer NOT NULL,
	"qualified_travel" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Decision 106: only qualified members keep a row. The months already qualified and their counts move to club_pass_runs.
INSERT INTO "club_pass_runs" ("period", "candidates", "candidates_travel", "qualified", "qualified_travel")
SELECT "period", count(*) FILTER (WHERE NOT "is_travel"), count(*) FILTER (WHERE "is_travel"),
  count(*) FILTER (WHERE "qualified" AND NOT "is_travel"), count(*) FILTER (WHERE "qualified" AND "is_travel")
FROM "club_qualifications" GROUP BY "period";--> statement-breakpoint
DELETE FROM "club_qualifications" WHERE NOT "qualified";--> statement-breakpoint
ALTER TABLE "club_qualifications" ALTER COLUMN "club_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "club_qualifications" DROP COLUMN "qualified";