CREATE TABLE "signature_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"outcome" text,
	"product_name" text NOT NULL,
	"amount" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signature_todos" ADD CONSTRAINT "signature_todos_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_todos" ADD CONSTRAINT "signature_todos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_todos_customer_status" ON "signature_todos" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "signature_todos_application" ON "signature_todos" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_todos_open_round" ON "signature_todos" USING btree ("application_id") WHERE "signature_todos"."status" in ('IN_PROGRESS', 'ACCEPTED', 'WAITING');--> statement-breakpoint
CREATE INDEX "signature_todos_open_due" ON "signature_todos" USING btree ("due_at") WHERE "signature_todos"."status" in ('IN_PROGRESS', 'ACCEPTED', 'WAITING');--> statement-breakpoint
CREATE INDEX "signature_todos_open_remind" ON "signature_todos" USING btree ("remind_at") WHERE "signature_todos"."status" in ('IN_PROGRESS', 'ACCEPTED', 'WAITING') and "signature_todos"."reminded_at" is null;