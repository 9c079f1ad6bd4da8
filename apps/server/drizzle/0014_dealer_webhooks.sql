CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"webhook_id" text NOT NULL,
	"subscriber_kind" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"event_type" text NOT NULL,
	"replay_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_outbox_id_unique" UNIQUE("outbox_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error_class" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "webhook_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "webhook_secret_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_replay_of_webhook_deliveries_id_fk" FOREIGN KEY ("replay_of") REFERENCES "public"."webhook_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subscriber_created" ON "webhook_deliveries" USING btree ("subscriber_kind","subscriber_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery" ON "webhook_delivery_attempts" USING btree ("delivery_id","attempted_at");