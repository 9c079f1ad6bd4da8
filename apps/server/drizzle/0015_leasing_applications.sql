ALTER TABLE "loan_applications" ALTER COLUMN "assessment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "leasing" jsonb;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_source" CHECK (("loan_applications"."assessment_id" is null) <> ("loan_applications"."leasing" is null));