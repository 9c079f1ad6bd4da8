CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"statement_id" integer NOT NULL,
	"statement_version" integer NOT NULL,
	"channel" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_rights_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"ip" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"identifier" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"unit" text NOT NULL,
	"legal_source" text NOT NULL,
	"description" text NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "rate_type" text DEFAULT 'FIXED' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "late_payment" jsonb;--> statement-breakpoint
-- Products shipped before late-payment terms were kept get the lender's standard terms, as the seed ships them for new products.
UPDATE "loan_products" SET "late_payment" = '{"interest":{"marginPercentagePoints":3,"legalSource":"Ptk. 6:48. §: a felek megállapodhatnak a késedelmi kamatban; felső határa a THM-korlát, a jegybanki alapkamat + 24 százalékpont (Fhtv. 17/A. §)"},"charges":[{"kind":"REMINDER_LETTER","amount":1000,"maxPerMissedInstalment":2,"legalSource":"A hitelszerződésben kikötött díj, a levél költségét fedezi (EU 2023/2225 irányelv 21. cikk: a késedelmes fizetés minden költségét a szerződés tartalmazza)"},{"kind":"COLLECTION_COSTS","basis":"PROVEN_STATUTORY_FEES","legalSource":"Ptk. 6:155. § (2): a 40 eurós behajtási költségátalány csak vállalkozások között jár, fogyasztótól nem kérhető"}]}'::jsonb WHERE "late_payment" IS NULL;--> statement-breakpoint
ALTER TABLE "loan_products" ALTER COLUMN "late_payment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_rights_events" ADD CONSTRAINT "data_rights_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_customer_purpose" ON "consent_events" USING btree ("customer_id","purpose","occurred_at");--> statement-breakpoint
CREATE INDEX "data_rights_events_customer" ON "data_rights_events" USING btree ("customer_id","occurred_at");