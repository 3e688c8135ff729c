ALTER TABLE "auth_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret_sealed" text;