ALTER TABLE "transfers" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_idempotency_key" UNIQUE("user_id","idempotency_key");