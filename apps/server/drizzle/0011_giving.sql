-- Giving (docs/product/donations.md): gifts, their charges, the append-only ledger and receipts.
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"campaign_id" uuid,
	"user_id" uuid,
	"frequency" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"platform_fee" bigint NOT NULL,
	"provider_fee" bigint NOT NULL,
	"cover_fees" boolean NOT NULL,
	"charged" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_phone" text,
	"donor_pan" text,
	"is_indian_citizen" boolean DEFAULT true NOT NULL,
	"donor_passport" text,
	"donor_nationality" text,
	"donor_address" jsonb,
	"show_name" boolean DEFAULT true NOT NULL,
	"dedication" jsonb,
	"message" text,
	"gift_aid" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"web_origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"charged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"campaign_id" uuid,
	"donation_id" uuid NOT NULL,
	"charge_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_sequences" (
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "receipt_sequences_organization_id_year_pk" PRIMARY KEY("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"donation_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"pdf_key" text,
	"pdf_sha256" text,
	"leased_until" timestamp with time zone,
	CONSTRAINT "receipts_charge_id_unique" UNIQUE("charge_id"),
	CONSTRAINT "receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gift_charges" ADD CONSTRAINT "gift_charges_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_charge_id_gift_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."gift_charges"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_sequences" ADD CONSTRAINT "receipt_sequences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_charge_id_gift_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."gift_charges"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "donations_provider_session_idx" ON "donations" USING btree ("provider","provider_session_id");
--> statement-breakpoint
CREATE INDEX "donations_organization_idx" ON "donations" USING btree ("organization_id","created_at" desc);
--> statement-breakpoint
CREATE INDEX "donations_campaign_wall_idx" ON "donations" USING btree ("campaign_id","confirmed_at" desc);
--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("donor_email");
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_charges_provider_payment_idx" ON "gift_charges" USING btree ("provider","provider_payment_id");
--> statement-breakpoint
CREATE INDEX "gift_charges_donation_idx" ON "gift_charges" USING btree ("donation_id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_organization_idx" ON "ledger_entries" USING btree ("organization_id","kind");
--> statement-breakpoint
CREATE INDEX "ledger_entries_campaign_idx" ON "ledger_entries" USING btree ("campaign_id","kind");
--> statement-breakpoint
CREATE INDEX "ledger_entries_donation_idx" ON "ledger_entries" USING btree ("donation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_sequence_idx" ON "receipts" USING btree ("organization_id","year","sequence");
--> statement-breakpoint
CREATE INDEX "receipts_pdf_sha256_idx" ON "receipts" USING btree ("pdf_sha256");
--> statement-breakpoint
CREATE INDEX "receipts_pending_pdf_idx" ON "receipts" USING btree ("issued_at") WHERE "receipts"."pdf_key" is null;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" RENAME COLUMN "amount" TO "amount_minor";
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ALTER COLUMN "amount_minor" SET DATA TYPE bigint;
--> statement-breakpoint
UPDATE "sandbox_checkouts" SET "amount_minor" = "amount_minor" * 100;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "monthly" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "account_id" text;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "application_fee_minor" bigint;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "payment_id" text;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_payment_id_unique" UNIQUE("payment_id");
--> statement-breakpoint
-- The ledger is append-only: a refund is a new entry, never an edit.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
