CREATE TABLE "agreement_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sent_by" uuid NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_handoffs_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" text NOT NULL,
	"organization_id" uuid,
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"organization_name" text DEFAULT '' NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signer_pan" text NOT NULL,
	"signer_reg_number" text NOT NULL,
	"signer_phone" text,
	"signed_via" text NOT NULL,
	"signature_key" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"sha256" text NOT NULL,
	"pdf_key" text NOT NULL,
	CONSTRAINT "agreement_signatures_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "agreement_signatures_pdf_key_unique" UNIQUE("pdf_key")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_handoffs" ADD CONSTRAINT "agreement_handoffs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_handoffs" ADD CONSTRAINT "agreement_handoffs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_handoffs_organization_idx" ON "agreement_handoffs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "agreement_signatures_sha256_idx" ON "agreement_signatures" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_organization_version_idx" ON "agreement_signatures" USING btree ("organization_id","version") WHERE "agreement_signatures"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_user_version_idx" ON "agreement_signatures" USING btree ("user_id","version") WHERE "agreement_signatures"."organization_id" is null;--> statement-breakpoint
-- Signed agreements are evidence: once written, a row is never changed or removed
-- (docs/product/partner-agreement.md#the-record).
CREATE FUNCTION "refuse_agreement_signature_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'agreement_signatures is append-only: % is refused', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreement_signatures_append_only" BEFORE UPDATE OR DELETE ON "agreement_signatures"
	FOR EACH ROW EXECUTE FUNCTION "refuse_agreement_signature_change"();--> statement-breakpoint
CREATE TRIGGER "agreement_signatures_no_truncate" BEFORE TRUNCATE ON "agreement_signatures"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_agreement_signature_change"();
