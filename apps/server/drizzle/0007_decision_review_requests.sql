CREATE TABLE "decision_review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"assessment_id" uuid,
	"application_id" uuid,
	"contested" jsonb NOT NULL,
	"customer_view" text NOT NULL,
	"updated_facts" text,
	"updated_net_income" integer,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"taken_by" uuid,
	"taken_at" timestamp with time zone,
	"outcome" text,
	"reason_code" text,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decision_review_requests" ADD CONSTRAINT "decision_review_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_review_requests" ADD CONSTRAINT "decision_review_requests_assessment_id_preliminary_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."preliminary_assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_review_requests" ADD CONSTRAINT "decision_review_requests_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_review_requests" ADD CONSTRAINT "decision_review_requests_taken_by_staff_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_review_requests" ADD CONSTRAINT "decision_review_requests_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_review_requests_customer" ON "decision_review_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "decision_review_requests_status" ON "decision_review_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_review_requests_open_assessment" ON "decision_review_requests" USING btree ("assessment_id") WHERE "decision_review_requests"."status" <> 'DECIDED' and "decision_review_requests"."assessment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_review_requests_open_application" ON "decision_review_requests" USING btree ("application_id") WHERE "decision_review_requests"."status" <> 'DECIDED' and "decision_review_requests"."application_id" is not null;