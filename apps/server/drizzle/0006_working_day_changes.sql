CREATE TABLE "working_day_changes" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"legal_source" text NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
