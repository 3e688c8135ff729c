CREATE TABLE "user_leg_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"left_members" integer DEFAULT 0 NOT NULL,
	"right_members" integer DEFAULT 0 NOT NULL,
	"left_active_members" integer DEFAULT 0 NOT NULL,
	"right_active_members" integer DEFAULT 0 NOT NULL,
	"left_team_points" bigint DEFAULT 0 NOT NULL,
	"right_team_points" bigint DEFAULT 0 NOT NULL,
	"left_active_travel_members" integer DEFAULT 0 NOT NULL,
	"right_active_travel_members" integer DEFAULT 0 NOT NULL,
	"left_points" bigint DEFAULT 0 NOT NULL,
	"right_points" bigint DEFAULT 0 NOT NULL,
	"left_carry" bigint DEFAULT 0 NOT NULL,
	"right_carry" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_leg_totals" ADD CONSTRAINT "user_leg_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 118: copy every member's totals that are not all zero (a member without a row has every total 0).
INSERT INTO "user_leg_totals" ("user_id", "left_members", "right_members", "left_active_members", "right_active_members",
  "left_team_points", "right_team_points", "left_active_travel_members", "right_active_travel_members",
  "left_points", "right_points", "left_carry", "right_carry")
SELECT "id", "left_members", "right_members", "left_active_members", "right_active_members",
  "left_team_points", "right_team_points", "left_active_travel_members", "right_active_travel_members",
  "left_points", "right_points", "left_carry", "right_carry"
FROM "users"
WHERE ("left_members", "right_members", "left_active_members", "right_active_members", "left_team_points", "right_team_points",
  "left_active_travel_members", "right_active_travel_members", "left_points", "right_points", "left_carry", "right_carry")
  IS DISTINCT FROM (0, 0, 0, 0, 0::bigint, 0::bigint, 0, 0, 0::bigint, 0::bigint, 0::bigint, 0::bigint);--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "left_members";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "right_members";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "left_active_members";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "right_active_members";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "left_points";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "right_points";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "left_carry";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "right_carry";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "left_team_points";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "right_team_points";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "left_active_travel_members";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "right_active_travel_members";