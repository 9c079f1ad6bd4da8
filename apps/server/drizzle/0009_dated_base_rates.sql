CREATE TABLE "base_rates" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"rate_percent" numeric(6, 2) NOT NULL,
	"legal_source" text NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulatory_figure_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_key" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "regulatory_figure_changes_staff_named" CHECK (("regulatory_figure_changes"."actor" = 'STAFF') = ("regulatory_figure_changes"."actor_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "regulatory_figure_changes_subject" ON "regulatory_figure_changes" USING btree ("subject","subject_key","created_at");--> statement-breakpoint
-- The base rate is kept as dated rows in base_rates from now on (the seed fills them); the single figure row goes, and its removal is audited.
INSERT INTO "regulatory_figure_changes" ("subject", "subject_key", "actor", "before", "after")
SELECT 'FIGURE', "identifier", 'MIGRATION',
	jsonb_build_object('identifier', "identifier", 'value', "value", 'unit', "unit", 'legalSource', "legal_source", 'validFrom', "valid_from", 'description', "description", 'source', "source"),
	NULL
FROM "regulatory_figures" WHERE "identifier" = 'base_rate_percent';
--> statement-breakpoint
DELETE FROM "regulatory_figures" WHERE "identifier" = 'base_rate_percent';
