CREATE TABLE "expiry_reminders" (
	"organization_id" uuid NOT NULL,
	"document" text NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_pk" PRIMARY KEY("organization_id","document","expires_on","days_before")
);
--> statement-breakpoint
CREATE TABLE "organization_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"grant_status" text,
	"note" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "grant_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_status_changes" ADD CONSTRAINT "organization_status_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_status_changes" ADD CONSTRAINT "organization_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_status_changes_organization_idx" ON "organization_status_changes" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "organizations_review_queue_idx" ON "organizations" USING btree ("status","submitted_at");--> statement-breakpoint
-- 'verified' is now 'approved' (docs/product/verification.md#states); nothing else of an existing
-- row is written: no audit row, no grant status, no timestamp.
UPDATE "organizations" SET "status" = 'approved' WHERE "status" = 'verified';--> statement-breakpoint
-- Status changes are the organization's history: once written, a row is never changed or removed
-- (docs/product/verification.md#audit).
CREATE FUNCTION "refuse_status_change_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'organization_status_changes is append-only: % is refused', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "organization_status_changes_append_only" BEFORE UPDATE OR DELETE ON "organization_status_changes"
	FOR EACH ROW EXECUTE FUNCTION "refuse_status_change_rewrite"();--> statement-breakpoint
CREATE TRIGGER "organization_status_changes_no_truncate" BEFORE TRUNCATE ON "organization_status_changes"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_status_change_rewrite"();
