ALTER TABLE "ledger_entries" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "release_on" date;--> statement-breakpoint
-- The level moves from the transaction to the member's lines (a residual pays several levels at once).
UPDATE "ledger_entries" e SET "level" = t."level"
FROM "ledger_transactions" t, "ledger_accounts" a
WHERE t."id" = e."transaction_id" AND a."id" = e."account_id" AND t."level" IS NOT NULL AND a."user_id" IS NOT NULL;--> statement-breakpoint
-- Commissions still retained keep their release day on their retained line.
UPDATE "ledger_entries" e SET "release_on" = r."release_on"
FROM "retained_commissions" r, "ledger_accounts" a
WHERE r."status" = 'retained' AND e."transaction_id" = r."transaction_id" AND a."id" = e."account_id" AND a."kind" = 'wallet_retained';--> statement-breakpoint
DROP TABLE "retained_commissions" CASCADE;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";--> statement-breakpoint
CREATE INDEX "ledger_entries_release_on" ON "ledger_entries" USING btree ("release_on") WHERE "ledger_entries"."release_on" is not null;--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP COLUMN "level";--> statement-breakpoint
-- Every transaction a statement writes must balance to zero, checked once per statement over its
-- new lines (a foreign key could not check that). The lines' transaction and account are not
-- checked row by row any more: both tables are append-only (below), the ledger service writes only
-- ids it has just read or created, and `npm run check:ledger` proves no line is orphaned. The
-- foreign keys' per-row checks were half the cost of posting a month of residuals (docs/decisions/046-ledger-lines-carry-level-and-release-day.md).
CREATE FUNCTION "ledger_entries_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_entries GROUP BY transaction_id HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'unbalanced ledger transaction' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Balances are rewritten on every posting: room in each page keeps those updates HOT (no index writes).
ALTER TABLE "ledger_accounts" SET (fillfactor = 70);--> statement-breakpoint
CREATE TRIGGER "ledger_entries_check" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_entries
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_check"();--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a new transaction, never by editing one.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_transactions"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_not_deleted" BEFORE DELETE OR TRUNCATE ON "ledger_accounts"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
