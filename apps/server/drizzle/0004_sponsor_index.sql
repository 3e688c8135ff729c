DROP INDEX "users_sponsor";--> statement-breakpoint
CREATE INDEX "users_sponsor" ON "users" USING btree ("sponsor_id","id");