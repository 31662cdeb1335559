-- Campaign money in the currency's minor units (paise, cents), as gifts will be
-- (docs/product/donations.md#money): every gift currency has 100 minor units to the major unit.
-- PostgreSQL keeps the indexes on these columns, expressions included, across the rename (an
-- index refers to a column by its number, not its name); the search vector reads only the title.
ALTER TABLE "campaigns" RENAME COLUMN "goal" TO "goal_minor";--> statement-breakpoint
ALTER TABLE "campaigns" RENAME COLUMN "raised" TO "raised_minor";--> statement-breakpoint
UPDATE "campaigns" SET "goal_minor" = "goal_minor" * 100, "raised_minor" = "raised_minor" * 100;
