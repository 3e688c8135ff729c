ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_from_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "binary_cycle_results" DROP CONSTRAINT "binary_cycle_results_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "retained_commissions" DROP CONSTRAINT "retained_commissions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "retained_commissions" DROP CONSTRAINT "retained_commissions_payment_id_payments_id_fk";
