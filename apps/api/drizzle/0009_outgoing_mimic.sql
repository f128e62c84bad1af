CREATE TABLE "course_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"round_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lesson_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"lesson" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_lesson_deliveries" ADD CONSTRAINT "course_lesson_deliveries_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_email_unique" ON "course_enrolments" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "course_lesson_deliveries_unique" ON "course_lesson_deliveries" USING btree ("enrolment_id","lesson");--> statement-breakpoint
CREATE INDEX "course_lesson_deliveries_enrolment_idx" ON "course_lesson_deliveries" USING btree ("enrolment_id");