CREATE TABLE "irpfs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "irpfs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "irpfs_country_id_unique" UNIQUE("country_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_amount" bigint DEFAULT 0 NOT NULL,
	"transfer_cost" bigint DEFAULT 0 NOT NULL,
	"irpf_rate_bp" integer DEFAULT 0 NOT NULL,
	"iva_rate_bp" integer DEFAULT 0 NOT NULL,
	"irpf" bigint DEFAULT 0 NOT NULL,
	"iva" bigint DEFAULT 0 NOT NULL,
	"request_total" bigint DEFAULT 0 NOT NULL,
	"actual_amount" bigint DEFAULT 0 NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"reason" text,
	"invoice_id" integer,
	"decided_by" integer,
	"confirm_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_actual_positive" CHECK ("transfers"."actual_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "irpfs" ADD CONSTRAINT "irpfs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_user" ON "transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_status" ON "transfers" USING btree ("status","created_at");