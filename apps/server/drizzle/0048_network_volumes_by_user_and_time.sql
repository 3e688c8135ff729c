DROP INDEX "network_volumes_user";--> statement-breakpoint
CREATE INDEX "network_volumes_user_created" ON "network_volumes" USING btree ("user_id","created_at");