CREATE TABLE "bank_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"flow_id" uuid,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"failure" text,
	"provider_reference" text NOT NULL,
	"provider_status" text,
	"redirect_url" text NOT NULL,
	"institution_id" text,
	"consent_expires_at" timestamp with time zone,
	"snapshot" jsonb,
	"detection" jsonb,
	"manual_salary" integer,
	"manual_loan_amount" integer,
	"mistake_found_at" timestamp with time zone,
	"snapshot_delete_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_syncs" ADD CONSTRAINT "bank_syncs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_syncs_customer_purpose" ON "bank_syncs" USING btree ("customer_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_syncs_provider_reference" ON "bank_syncs" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_syncs_one_in_progress" ON "bank_syncs" USING btree ("customer_id","purpose") WHERE "bank_syncs"."status" = 'IN_PROGRESS';