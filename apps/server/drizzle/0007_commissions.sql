CREATE TABLE "binary_carry" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"left" bigint DEFAULT 0 NOT NULL,
	"right" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "binary_cycle_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "binary_cycle_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"week" text NOT NULL,
	"user_id" integer NOT NULL,
	"left" bigint DEFAULT 0 NOT NULL,
	"right" bigint DEFAULT 0 NOT NULL,
	"pair" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"cap_applied" boolean DEFAULT false NOT NULL,
	"left_carry" bigint DEFAULT 0 NOT NULL,
	"right_carry" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "binary_cycle_results_week_user" UNIQUE("week","user_id")
);
--> statement-breakpoint
CREATE TABLE "retained_commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retained_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"payment_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"release_on" date NOT NULL,
	"status" text DEFAULT 'retained' NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "network_volumes" ADD COLUMN "cycled_in" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "from_user_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "binary_carry" ADD CONSTRAINT "binary_carry_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binary_cycle_results" ADD CONSTRAINT "binary_cycle_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retained_commissions" ADD CONSTRAINT "retained_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retained_commissions" ADD CONSTRAINT "retained_commissions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retained_commissions" ADD CONSTRAINT "retained_commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "binary_cycle_results_user" ON "binary_cycle_results" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "retained_commissions_due" ON "retained_commissions" USING btree ("status","release_on");--> statement-breakpoint
CREATE INDEX "retained_commissions_payment" ON "retained_commissions" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_volumes_uncycled" ON "network_volumes" USING btree ("id") WHERE "network_volumes"."cycled_in" is null;