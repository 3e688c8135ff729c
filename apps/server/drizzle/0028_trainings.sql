CREATE TABLE "trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"author" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"date" date NOT NULL,
	"replay" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_replay_https" CHECK ("trainings"."replay" like 'https://%')
);
--> statement-breakpoint
CREATE INDEX "trainings_active_date" ON "trainings" USING btree ("is_active","date");