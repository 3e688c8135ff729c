CREATE TABLE "insurance_accesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurance_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"link" text NOT NULL,
	"copy_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_accesses_code" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "insurance_accesses" ADD CONSTRAINT "insurance_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_accesses_user_created" ON "insurance_accesses" USING btree ("user_id","created_at");
