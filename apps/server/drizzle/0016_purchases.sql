CREATE TABLE "merchant_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by_staff_id" uuid,
	"replaces_key_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merchant_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_idempotency_keys" (
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_idempotency_keys_merchant_id_mode_key_pk" PRIMARY KEY("merchant_id","mode","key")
);
--> statement-breakpoint
CREATE TABLE "merchant_webhook_endpoints" (
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"url" text,
	"secret_sealed" text,
	"secret_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_webhook_endpoints_merchant_id_mode_pk" PRIMARY KEY("merchant_id","mode")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"how_to_buy" text NOT NULL,
	"category_ids" text[] NOT NULL,
	"website_url" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"listed" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"refund_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"total_amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"return_urls" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"customer_id" uuid,
	"application_id" uuid,
	"months" integer,
	"linked_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amounts" CHECK ("purchases"."total_amount" > 0 and "purchases"."refunded_amount" between 0 and "purchases"."total_amount"),
	CONSTRAINT "purchases_owner" CHECK (("purchases"."status" = 'CREATED') = ("purchases"."customer_id" is null) or "purchases"."status" = 'CANCELLED')
);
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP CONSTRAINT "loan_applications_source";--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "purchase" jsonb;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD CONSTRAINT "merchant_api_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD CONSTRAINT "merchant_api_keys_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_idempotency_keys" ADD CONSTRAINT "merchant_idempotency_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_webhook_endpoints" ADD CONSTRAINT "merchant_webhook_endpoints_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_api_keys_hash" ON "merchant_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_name" ON "merchants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "purchase_events_purchase" ON "purchase_events" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_public_id" ON "purchases" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_merchant_reference" ON "purchases" USING btree ("merchant_id","mode","reference");--> statement-breakpoint
CREATE INDEX "purchases_customer_created" ON "purchases" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_application" ON "purchases" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_source" CHECK (("loan_applications"."assessment_id" is not null)::int + ("loan_applications"."leasing" is not null)::int + ("loan_applications"."purchase" is not null)::int = 1);