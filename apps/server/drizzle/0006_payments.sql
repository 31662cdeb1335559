CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"url" text,
	"kind" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" text NOT NULL,
	"period" text,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"business_type" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"organization_name" text NOT NULL,
	"onboarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_accounts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"plan_name" text NOT NULL,
	"period" text,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_checkouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payment_account_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payment_onboarded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pricing_plan" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD COLUMN "platform_fee_percent" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_organization_idx" ON "checkout_sessions" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_idx" ON "checkout_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_payment_account_id_unique" UNIQUE("payment_account_id");--> statement-breakpoint
-- Plans seeded before this migration get the platform fees src/db/seed/pricing-plans.ts gives new databases.
UPDATE "pricing_plans" AS "plan" SET "platform_fee_percent" = "fee"."percent" FROM (VALUES ('Starter', 5), ('Growth', 3), ('Premium', 2)) AS "fee"("name", "percent") WHERE "plan"."plan_name" = "fee"."name";
