-- Giving II (docs/product/donations.md): refunds, one per charge, named by the ledger's refund
-- entries (and the sandbox's own refunds); monthly gifts stopped, declined charges recorded, donors'
-- data erased (the donor's page); year-end statements sent once per donor and year; the indexes of
-- the exports.
CREATE TABLE "gift_charge_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_attempt_id" text NOT NULL,
	"charges_before" integer NOT NULL,
	"update_url" text,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "gift_refunds_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "year_end_statements" (
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"donor_email" text NOT NULL,
	"receipt_count" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "year_end_statements_organization_id_year_donor_email_pk" PRIMARY KEY("organization_id","year","donor_email")
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "declines_charges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "monthly_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_charge_failures" ADD CONSTRAINT "gift_charge_failures_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_refunds" ADD CONSTRAINT "gift_refunds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_refunds" ADD CONSTRAINT "gift_refunds_charge_id_gift_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."gift_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_refunds" ADD CONSTRAINT "gift_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_checkout_id_sandbox_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_end_statements" ADD CONSTRAINT "year_end_statements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_charge_failures_attempt_idx" ON "gift_charge_failures" USING btree ("provider","provider_attempt_id");--> statement-breakpoint
CREATE INDEX "gift_charge_failures_donation_idx" ON "gift_charge_failures" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "gift_refunds_donation_idx" ON "gift_refunds" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_gift_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."gift_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_form_10bd_donor_idx" ON "donations" USING btree ("organization_id",(case when coalesce("donor_pan", '') <> '' then 'pan ' || "donor_pan" else 'who ' || btrim(regexp_replace(lower(coalesce("donor_name", '')), '[[:space:],.]+', ' ', 'g')) || ' | ' || btrim(regexp_replace(lower(coalesce("donor_address" ->> 'line_1', '') || ' ' || coalesce("donor_address" ->> 'line_2', '') || ' ' || coalesce("donor_address" ->> 'city', '') || ' ' || coalesce("donor_address" ->> 'postal_code', '') || ' ' || coalesce("donor_address" ->> 'country_code', '')), '[[:space:],.]+', ' ', 'g')) || ' | ' || btrim(regexp_replace(lower(coalesce("donor_passport", '')), '[[:space:],.]+', ' ', 'g')) end),"id");--> statement-breakpoint
CREATE INDEX "receipts_donation_idx" ON "receipts" USING btree ("donation_id","issued_at" desc);