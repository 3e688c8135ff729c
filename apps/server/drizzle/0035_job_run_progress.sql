ALTER TABLE "job_runs" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "progress_total" integer;