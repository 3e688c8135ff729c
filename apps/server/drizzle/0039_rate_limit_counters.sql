-- Unlogged: counters of a one-minute window need no crash safety, and skipping the WAL makes each hit cheaper.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at" ON "rate_limit_counters" USING btree ("resets_at");