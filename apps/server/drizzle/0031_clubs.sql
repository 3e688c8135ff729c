CREATE TABLE "club_qualifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period" text NOT NULL,
	"user_id" integer NOT NULL,
	"is_travel" boolean NOT NULL,
	"club_id" integer,
	"directs" integer NOT NULL,
	"network" integer NOT NULL,
	"minor_team" integer NOT NULL,
	"qualified" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_qualifications_period_user_kind" UNIQUE("period","user_id","is_travel")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"is_travel" boolean DEFAULT false NOT NULL,
	"direct_min" integer DEFAULT 0 NOT NULL,
	"sales_min" integer DEFAULT 0 NOT NULL,
	"max_per_direct" integer NOT NULL,
	"sales_min_team" integer DEFAULT 0 NOT NULL,
	"bonus_share_bp" integer DEFAULT 0 NOT NULL,
	"right_to_collection" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_requirements" CHECK ("clubs"."direct_min" >= 0 and "clubs"."sales_min" >= 0 and "clubs"."max_per_direct" >= 1 and "clubs"."sales_min_team" >= 0 and "clubs"."bonus_share_bp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_active_travel_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "right_active_travel_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "club_travel_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "right_to_collection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_qualifications" ADD CONSTRAINT "club_qualifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_qualifications" ADD CONSTRAINT "club_qualifications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_qualifications_club" ON "club_qualifications" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "clubs_kind_sort" ON "clubs" USING btree ("is_travel","sort");