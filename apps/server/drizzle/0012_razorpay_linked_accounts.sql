-- Razorpay Route's linked accounts (docs/product/payment-providers.md#gifts-on-razorpay): one per
-- organization and bank account, domestic or FCRA, where gifts in India are transferred.
CREATE TABLE "razorpay_linked_accounts" (
	"organization_id" uuid NOT NULL,
	"bank_account" text NOT NULL,
	"account_id" text,
	"stakeholder_id" text,
	"product_id" text,
	"settlements_at" timestamp with time zone,
	"activation_status" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "razorpay_linked_accounts_organization_id_bank_account_pk" PRIMARY KEY("organization_id","bank_account")
);
--> statement-breakpoint
ALTER TABLE "razorpay_linked_accounts" ADD CONSTRAINT "razorpay_linked_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;