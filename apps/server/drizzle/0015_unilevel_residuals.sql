CREATE TABLE "unilevel_residuals" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "unilevel_residuals" ADD CONSTRAINT "unilevel_residuals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unilevel_residuals_due" ON "unilevel_residuals" USING btree ("payment_id") WHERE "unilevel_residuals"."status" = 'due';--> statement-breakpoint
-- Payments confirmed before this table existed had their residual paid by the confirmation hook.
INSERT INTO "unilevel_residuals" ("payment_id", "status", "settled_at")
SELECT "id", 'paid', "confirmed_at" FROM "payments" WHERE "type" IN ('monthly', 'annual') AND "status" IN ('paid', 'refunded');
