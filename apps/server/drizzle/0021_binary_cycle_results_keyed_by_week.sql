ALTER TABLE "binary_cycle_results" DROP CONSTRAINT "binary_cycle_results_week_user";--> statement-breakpoint
DROP INDEX "binary_cycle_results_user";--> statement-breakpoint
ALTER TABLE "binary_cycle_results" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "binary_cycle_results" ADD CONSTRAINT "binary_cycle_results_pkey" PRIMARY KEY("week","user_id");
