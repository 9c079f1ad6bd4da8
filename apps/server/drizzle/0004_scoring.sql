CREATE TABLE "scoring_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scoring_decisions" ADD CONSTRAINT "scoring_decisions_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_decisions" ADD CONSTRAINT "scoring_decisions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scoring_decisions_application" ON "scoring_decisions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "scoring_decisions_customer" ON "scoring_decisions" USING btree ("customer_id");