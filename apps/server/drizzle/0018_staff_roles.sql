CREATE TABLE "staff_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"reason_code" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_reviews" ADD COLUMN "second_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "roles" text[] DEFAULT '{REVIEWER}' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "roles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_pending_sealed" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_approvals" ADD CONSTRAINT "staff_approvals_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_approvals" ADD CONSTRAINT "staff_approvals_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_approvals" ADD CONSTRAINT "staff_approvals_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_approvals_one_pending" ON "staff_approvals" USING btree ("application_id") WHERE "staff_approvals"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "staff_approvals_application" ON "staff_approvals" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_subject" ON "staff_audit_log" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff" ON "staff_audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created" ON "staff_audit_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "staff_reviews" ADD CONSTRAINT "staff_reviews_second_staff_id_staff_users_id_fk" FOREIGN KEY ("second_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "role";