CREATE TABLE "loan_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"amount_step" integer NOT NULL,
	"min_months" integer NOT NULL,
	"max_months" integer NOT NULL,
	"rate_bands" jsonb NOT NULL,
	"disbursement_fee_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"disbursement_fee_max" integer DEFAULT 0 NOT NULL,
	"monthly_fee" integer DEFAULT 0 NOT NULL,
	"representative_amount" integer NOT NULL,
	"representative_months" integer NOT NULL,
	"image_svg" text NOT NULL,
	"image_alt" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "offer_settings" (
	"identifier" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"illustration" text NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_pages_type_order" UNIQUE("type","sort_order")
);
--> statement-breakpoint
CREATE TABLE "preliminary_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"duration" integer NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"is_eligible" boolean NOT NULL,
	"question_set_id" text NOT NULL,
	"regulatory_figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preliminary_drafts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"steps" jsonb NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulatory_figures" (
	"identifier" text PRIMARY KEY NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"unit" text NOT NULL,
	"legal_source" text NOT NULL,
	"valid_from" date,
	"description" text NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preliminary_assessments" ADD CONSTRAINT "preliminary_assessments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_assessments" ADD CONSTRAINT "preliminary_assessments_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_drafts" ADD CONSTRAINT "preliminary_drafts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preliminary_assessments_customer_created" ON "preliminary_assessments" USING btree ("customer_id","created_at");