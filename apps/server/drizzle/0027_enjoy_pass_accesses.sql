CREATE TABLE "enjoy_pass_accesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enjoy_pass_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"valid_until" date NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enjoy_pass_accesses_login" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "enjoy_pass_accesses" ADD CONSTRAINT "enjoy_pass_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enjoy_pass_accesses_user" ON "enjoy_pass_accesses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enjoy_pass_accesses_one_live_per_email" ON "enjoy_pass_accesses" USING btree ("email") WHERE not "enjoy_pass_accesses"."expired";--> statement-breakpoint
CREATE UNIQUE INDEX "enjoy_pass_accesses_idempotency" ON "enjoy_pass_accesses" USING btree ("user_id","idempotency_key");