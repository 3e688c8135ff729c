CREATE TABLE "extra_bonus_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_bonus_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"share_bp" integer NOT NULL,
	"base" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"pool" bigint DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"total_weight" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded_base" bigint DEFAULT 0 NOT NULL,
	"clawed_back" bigint DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_bonus_runs_kind_period" UNIQUE("kind","period")
);
--> statement-breakpoint
CREATE TABLE "extra_bonus_shares" (
	"run_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"weight" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"clawed_back" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "extra_bonus_shares_pkey" PRIMARY KEY("run_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "extra_bonus_shares" ADD CONSTRAINT "extra_bonus_shares_run_id_extra_bonus_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extra_bonus_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_bonus_shares" ADD CONSTRAINT "extra_bonus_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_bonus_shares_user" ON "extra_bonus_shares" USING btree ("user_id");