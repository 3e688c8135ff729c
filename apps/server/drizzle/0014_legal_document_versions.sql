CREATE TABLE "document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_name" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_version" UNIQUE("key_name","language","version")
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Installations that already have their legal texts keep them as the first recorded versions.
INSERT INTO "document_versions" ("key_name", "language", "version", "title", "content", "published_at")
SELECT "key_name", "language", "version", "title", "content", "updated_at" FROM "cms"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Members registered before acceptances were recorded accepted version 1 of the three documents when they signed up.
INSERT INTO "document_acceptances" ("user_id", "key_name", "version", "language", "accepted_at")
SELECT "profiles"."user_id", "documents"."key_name", 1, "users"."language", "profiles"."terms_accepted_at"
FROM "profiles"
INNER JOIN "users" ON "users"."id" = "profiles"."user_id"
CROSS JOIN (VALUES ('terms'), ('privacy'), ('contract')) AS "documents" ("key_name")
WHERE "profiles"."terms_accepted_at" IS NOT NULL
ON CONFLICT DO NOTHING;
