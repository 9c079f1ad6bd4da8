CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"button_text_color" text NOT NULL,
	"border_radius" integer NOT NULL,
	"button_radius" integer NOT NULL,
	"big_logo_id" uuid,
	"compact_logo_id" uuid,
	"hero_image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_colors_hex" CHECK ("dealers"."primary_color" ~ '^#[0-9a-f]{6}$' and "dealers"."secondary_color" ~ '^#[0-9a-f]{6}$' and "dealers"."button_text_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "dealers_radii_bounds" CHECK ("dealers"."border_radius" between 0 and 24 and "dealers"."button_radius" between 0 and 24)
);
--> statement-breakpoint
CREATE TABLE "public_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_big_logo_id_public_files_id_fk" FOREIGN KEY ("big_logo_id") REFERENCES "public"."public_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_compact_logo_id_public_files_id_fk" FOREIGN KEY ("compact_logo_id") REFERENCES "public"."public_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_hero_image_id_public_files_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."public_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_files_sha256" ON "public_files" USING btree ("sha256");