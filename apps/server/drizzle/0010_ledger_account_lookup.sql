DROP INDEX "ledger_accounts_owner_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_kind" UNIQUE NULLS NOT DISTINCT("user_id","kind");