-- The residual run claims its batches in sponsorship order, so that a batch's payers share their uplines and the batch
-- credits (locks, updates) a few thousand accounts instead of one per payment (decision 135). Residuals already due get
-- their payer's line here; 64 ids bound an index entry whatever the depth (RESIDUAL_LINE_IDS).
ALTER TABLE "unilevel_residuals_due" ADD COLUMN "line" integer[];--> statement-breakpoint
UPDATE "unilevel_residuals_due" d SET "line" = (u."sponsor_path" || u."id")[1:64]
  FROM "payments" p JOIN "users" u ON u."id" = p."user_id" WHERE p."id" = d."payment_id";--> statement-breakpoint
UPDATE "unilevel_residuals_due" SET "line" = '{}' WHERE "line" IS NULL;--> statement-breakpoint
ALTER TABLE "unilevel_residuals_due" ALTER COLUMN "line" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "unilevel_residuals_due_line" ON "unilevel_residuals_due" USING btree ("line","payment_id");
