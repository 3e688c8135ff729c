CREATE TABLE "job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_period" UNIQUE("job","period_key")
);
--> statement-breakpoint
CREATE TABLE "network_volumes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_volumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_enjoys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_enjoys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"left_members" integer NOT NULL,
	"right_members" integer NOT NULL,
	"left_active" integer NOT NULL,
	"right_active" integer NOT NULL,
	"left_points" bigint DEFAULT 0 NOT NULL,
	"right_points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_stats_user_day" UNIQUE("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sponsor_leg" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sponsor_depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_directs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "right_directs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_active_directs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "right_active_directs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_binary_active" boolean GENERATED ALWAYS AS (left_active_directs > 0 and right_active_directs > 0) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "right_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_active_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "right_active_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_volumes" ADD CONSTRAINT "network_volumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enjoys" ADD CONSTRAINT "user_enjoys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enjoys" ADD CONSTRAINT "user_enjoys_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_volumes_user" ON "network_volumes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_enjoys_user" ON "user_enjoys" USING btree ("user_id","level");--> statement-breakpoint
CREATE INDEX "users_sponsor_path" ON "users" USING gin ("sponsor_path");