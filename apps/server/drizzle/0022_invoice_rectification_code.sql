ALTER TABLE "invoices" ADD COLUMN "rectification" text;--> statement-breakpoint
-- Rectifying invoices issued before this kept the code as a prefix of the reason ("refund: ..."): split it out.
UPDATE "invoices" SET "rectification" = split_part("reason", ':', 1), "reason" = nullif(btrim(substr("reason", strpos("reason", ':') + 1)), '')
WHERE "rectifies_invoice_id" IS NOT NULL AND split_part("reason", ':', 1) IN ('refund', 'chargeback');
