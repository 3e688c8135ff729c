CREATE TABLE "special_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_id" integer NOT NULL,
	"registration_price" bigint DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "special_offers_days" CHECK ("special_offers"."valid_from" <= "special_offers"."valid_to"),
	CONSTRAINT "special_offers_price" CHECK ("special_offers"."registration_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "special_offer_id" integer;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_offers_membership" ON "special_offers" USING btree ("membership_id","valid_from");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_special_offer_id_special_offers_id_fk" FOREIGN KEY ("special_offer_id") REFERENCES "public"."special_offers"("id") ON DELETE no action ON UPDATE no action;