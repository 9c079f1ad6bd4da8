CREATE TABLE "call_back_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"preferred_time" text NOT NULL,
	"statement_id" integer NOT NULL,
	"statement_version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"allow_analytics" boolean NOT NULL,
	"policy_version" integer NOT NULL,
	"channel" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_configs" (
	"identifier" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_identifier_version" UNIQUE("identifier","version")
);
--> statement-breakpoint
CREATE TABLE "translation_tokens" (
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"value" text NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_tokens_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
ALTER TABLE "call_back_requests" ADD CONSTRAINT "call_back_requests_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_back_requests_phone_created" ON "call_back_requests" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "cookie_consents_visitor" ON "cookie_consents" USING btree ("visitor_id","recorded_at");