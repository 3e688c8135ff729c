DROP INDEX "unilevel_residuals_due";--> statement-breakpoint
CREATE TABLE "unilevel_residuals_due" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unilevel_residuals" DROP CONSTRAINT "unilevel_residuals_payment_id_payments_id_fk";
--> statement-breakpoint
-- Residuals still due move to the queue.
INSERT INTO "unilevel_residuals_due" ("payment_id", "created_at") SELECT "payment_id", "created_at" FROM "unilevel_residuals" WHERE "status" = 'due';--> statement-breakpoint
DELETE FROM "unilevel_residuals" WHERE "status" = 'due';
