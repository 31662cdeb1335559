ALTER TABLE "gift_refunds" DROP CONSTRAINT "gift_refunds_charge_id_unique";--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_charge_id_unique";--> statement-breakpoint
ALTER TABLE "sandbox_refunds" DROP CONSTRAINT "sandbox_refunds_payment_id_unique";--> statement-breakpoint
DROP INDEX "receipts_donation_idx";--> statement-breakpoint
ALTER TABLE "gift_refunds" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_refunds_charge_idx" ON "gift_refunds" USING btree ("charge_id") WHERE "gift_refunds"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "gift_refunds_provider_refund_idx" ON "gift_refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_valid_charge_idx" ON "receipts" USING btree ("charge_id") WHERE "receipts"."status" = 'valid';--> statement-breakpoint
CREATE INDEX "receipts_charge_idx" ON "receipts" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id") WHERE "sandbox_refunds"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "receipts_donation_idx" ON "receipts" USING btree ("donation_id","issued_at" desc,"sequence" desc,"number","status","year","currency","amount");