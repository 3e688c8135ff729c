CREATE TABLE "attendance_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_codes_event_code" UNIQUE("event_id","code")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"photo_id" integer,
	"price" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"perm_soc" boolean DEFAULT true NOT NULL,
	"perm_dis" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"programme" text NOT NULL,
	"date_at" timestamp with time zone NOT NULL,
	"place" text,
	"online_link" text,
	CONSTRAINT "courses_seats" CHECK ("courses"."seats_taken" >= 0 and "courses"."seats_taken" <= "courses"."seats"),
	CONSTRAINT "courses_amounts" CHECK ("courses"."price" >= 0 and "courses"."deposit" >= 0 and "courses"."deposit" <= "courses"."price")
);
--> statement-breakpoint
CREATE TABLE "enjoy_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enjoy_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"photo_id" integer,
	"price" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"perm_soc" boolean DEFAULT true NOT NULL,
	"perm_dis" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer NOT NULL,
	"date_at" timestamp with time zone NOT NULL,
	"place" text,
	CONSTRAINT "enjoy_events_seats" CHECK ("enjoy_events"."seats_taken" >= 0 and "enjoy_events"."seats_taken" <= "enjoy_events"."seats"),
	CONSTRAINT "enjoy_events_amounts" CHECK ("enjoy_events"."price" >= 0 and "enjoy_events"."deposit" >= 0 and "enjoy_events"."deposit" <= "enjoy_events"."price")
);
--> statement-breakpoint
CREATE TABLE "event_attendances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_attendances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendances_once" UNIQUE("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"group_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excursions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "excursions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"photo_id" integer,
	"price" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"perm_soc" boolean DEFAULT true NOT NULL,
	"perm_dis" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"journey_id" integer NOT NULL,
	"date_at" timestamp with time zone NOT NULL,
	CONSTRAINT "excursions_seats" CHECK ("excursions"."seats_taken" >= 0 and "excursions"."seats_taken" <= "excursions"."seats"),
	CONSTRAINT "excursions_amounts" CHECK ("excursions"."price" >= 0 and "excursions"."deposit" >= 0 and "excursions"."deposit" <= "excursions"."price")
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"photo_id" integer,
	"price" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"perm_soc" boolean DEFAULT true NOT NULL,
	"perm_dis" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"family" text NOT NULL,
	"kind" text NOT NULL,
	"destination" text NOT NULL,
	"country_code" text NOT NULL,
	"departure_on" date NOT NULL,
	"return_on" date NOT NULL,
	"booking_closes_on" date NOT NULL,
	CONSTRAINT "journeys_seats" CHECK ("journeys"."seats_taken" >= 0 and "journeys"."seats_taken" <= "journeys"."seats"),
	CONSTRAINT "journeys_amounts" CHECK ("journeys"."price" >= 0 and "journeys"."deposit" >= 0 and "journeys"."deposit" <= "journeys"."price"),
	CONSTRAINT "journeys_dates" CHECK ("journeys"."booking_closes_on" <= "journeys"."departure_on" and "journeys"."departure_on" <= "journeys"."return_on")
);
--> statement-breakpoint
CREATE TABLE "reservation_passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"dni" text,
	"birth_date" date NOT NULL,
	"country_code" text,
	"comments" text,
	CONSTRAINT "reservation_passengers_position" UNIQUE("reservation_id","position")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"journey_id" integer,
	"excursion_id" integer,
	"course_id" integer,
	"event_id" integer,
	"service" text,
	"date_at" date NOT NULL,
	"seats" integer NOT NULL,
	"all_minors" boolean DEFAULT false NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"paid_enjoy_points" bigint DEFAULT 0 NOT NULL,
	"paid_travel_points" bigint DEFAULT 0 NOT NULL,
	"paid_wallet" bigint DEFAULT 0 NOT NULL,
	"paid_outside" bigint DEFAULT 0 NOT NULL,
	"ticket_id" integer,
	"booked_by" integer,
	"cancel_reason" text,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_code_unique" UNIQUE("code"),
	CONSTRAINT "reservations_one_item" CHECK (num_nonnulls("reservations"."journey_id", "reservations"."excursion_id", "reservations"."course_id", "reservations"."event_id") = case when "reservations"."type" = 'enjoyPoints' then 0 else 1 end),
	CONSTRAINT "reservations_paid" CHECK ("reservations"."paid_enjoy_points" + "reservations"."paid_travel_points" + "reservations"."paid_wallet" + "reservations"."paid_outside" <= "reservations"."total" and "reservations"."deposit" <= "reservations"."total"),
	CONSTRAINT "reservations_seats" CHECK ("reservations"."seats" >= 1)
);
--> statement-breakpoint
ALTER TABLE "attendance_codes" ADD CONSTRAINT "attendance_codes_event_id_enjoy_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."enjoy_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_photo_id_media_objects_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enjoy_events" ADD CONSTRAINT "enjoy_events_photo_id_media_objects_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enjoy_events" ADD CONSTRAINT "enjoy_events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_event_id_enjoy_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."enjoy_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_code_id_attendance_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."attendance_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursions" ADD CONSTRAINT "excursions_photo_id_media_objects_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursions" ADD CONSTRAINT "excursions_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_photo_id_media_objects_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_passengers" ADD CONSTRAINT "reservation_passengers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_event_id_enjoy_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."enjoy_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_ticket_id_media_objects_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."media_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_programme" ON "courses" USING btree ("programme","date_at");--> statement-breakpoint
CREATE INDEX "enjoy_events_category" ON "enjoy_events" USING btree ("category_id","date_at");--> statement-breakpoint
CREATE INDEX "excursions_journey" ON "excursions" USING btree ("journey_id");--> statement-breakpoint
CREATE INDEX "journeys_family" ON "journeys" USING btree ("family","departure_on");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_live_per_journey" ON "reservations" USING btree ("user_id","journey_id") WHERE "reservations"."type" = 'trip' and "reservations"."status" <> 'cancelled' and not "reservations"."all_minors";