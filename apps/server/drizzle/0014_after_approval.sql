-- After approval (docs/product/organization-settings.md, docs/product/public-pages.md): change
-- requests of an organization's legal details and the history's settings entries; campaigns closed
-- early, their updates and the emails of each update sent once per donor; the reply address of an
-- outbox message (the contact form, docs/product/public-pages.md); the invoices of what an
-- organization pays (docs/product/payments.md); a gift's latest receipt read from its index alone
-- (docs/product/donations.md#exports).
CREATE TABLE "campaign_update_emails" (
	"update_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_update_emails_update_id_email_pk" PRIMARY KEY("update_id","email")
);
--> statement-breakpoint
CREATE TABLE "campaign_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"section" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"pdf_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_invoices_pdf_key_unique" UNIQUE("pdf_key")
);
--> statement-breakpoint
DROP INDEX "receipts_donation_idx";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_status_changes" ADD COLUMN "settings_event" text;--> statement-breakpoint
ALTER TABLE "organization_status_changes" ADD COLUMN "changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "campaign_update_emails" ADD CONSTRAINT "campaign_update_emails_update_id_campaign_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."campaign_updates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_change_requests" ADD CONSTRAINT "organization_change_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_change_requests" ADD CONSTRAINT "organization_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_change_requests" ADD CONSTRAINT "organization_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_checkout_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_updates_campaign_idx" ON "campaign_updates" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_change_requests_one_pending_idx" ON "organization_change_requests" USING btree ("organization_id") WHERE "organization_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "organization_change_requests_status_idx" ON "organization_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_payment_idx" ON "payment_invoices" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "receipts_donation_idx" ON "receipts" USING btree ("donation_id","issued_at" desc,"number","status");