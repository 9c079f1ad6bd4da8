CREATE TABLE "dealer_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leasing_prescore_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescore_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"is_eligible" boolean NOT NULL,
	"question_set_id" text NOT NULL,
	"regulatory_figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_prescores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"dealer_id" uuid NOT NULL,
	"dealer_reference" text,
	"return_url" text,
	"customer_id" uuid,
	"claimed_at" timestamp with time zone,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"vehicle_condition" text NOT NULL,
	"first_registration_date" date,
	"vehicle_description" text,
	"price" integer NOT NULL,
	"residual_value" integer NOT NULL,
	"down_payment" integer NOT NULL,
	"amount" integer NOT NULL,
	"duration" integer NOT NULL,
	"extra_amount" integer DEFAULT 0 NOT NULL,
	"type" text,
	"step" integer DEFAULT 0 NOT NULL,
	"dynamic_data" text DEFAULT '{}' NOT NULL,
	"request" jsonb,
	"result" jsonb,
	"is_eligible" boolean,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leasing_prescores_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "leasing_prescores_dealer_reference" UNIQUE("dealer_id","dealer_reference"),
	CONSTRAINT "leasing_prescores_amounts" CHECK ("leasing_prescores"."price" > 0 and "leasing_prescores"."residual_value" >= 0 and "leasing_prescores"."down_payment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leasing_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"limits" jsonb NOT NULL,
	"payment_timing" text DEFAULT 'ARREARS' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_api_keys" ADD CONSTRAINT "dealer_api_keys_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_api_keys" ADD CONSTRAINT "dealer_api_keys_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_prescore_decisions" ADD CONSTRAINT "leasing_prescore_decisions_prescore_id_leasing_prescores_id_fk" FOREIGN KEY ("prescore_id") REFERENCES "public"."leasing_prescores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_prescore_decisions" ADD CONSTRAINT "leasing_prescore_decisions_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_prescores" ADD CONSTRAINT "leasing_prescores_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_prescores" ADD CONSTRAINT "leasing_prescores_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_products" ADD CONSTRAINT "leasing_products_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_api_keys_hash" ON "dealer_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "leasing_prescore_decisions_prescore" ON "leasing_prescore_decisions" USING btree ("prescore_id","created_at");--> statement-breakpoint
CREATE INDEX "leasing_prescores_customer_updated" ON "leasing_prescores" USING btree ("customer_id","updated_at");