CREATE TABLE "sponsor_level_counts" (
	"sponsor_id" integer NOT NULL,
	"level" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "sponsor_level_counts_sponsor_id_level_pk" PRIMARY KEY("sponsor_id","level")
);
--> statement-breakpoint
ALTER TABLE "sponsor_level_counts" ADD CONSTRAINT "sponsor_level_counts_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (decision 119): every member counts once at each ancestor of its sponsor path, the level being its distance.
INSERT INTO "sponsor_level_counts" ("sponsor_id", "level", "members")
SELECT a.id, cardinality(u.sponsor_path) - a.ord + 1, count(*)
FROM "users" u CROSS JOIN LATERAL unnest(u.sponsor_path) WITH ORDINALITY AS a(id, ord)
GROUP BY 1, 2;
