ALTER TABLE "organizations" ADD COLUMN "pending_domain" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "domain_token" text;