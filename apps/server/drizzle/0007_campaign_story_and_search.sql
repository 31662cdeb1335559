CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "campaigns_title_trgm_idx";--> statement-breakpoint
DROP INDEX "campaigns_title_fts_idx";--> statement-breakpoint
DROP INDEX "organizations_name_trgm_idx";--> statement-breakpoint
DROP INDEX "campaigns_category_idx";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "story" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "kind" text DEFAULT 'campaign' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_search_vector_idx" ON "campaigns" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "campaigns_magic_idx" ON "campaigns" USING btree (((case when "is_featured" then 1 else 0 end) + least(("raised"::float8 / greatest("goal", 1)), 1) + least(ln(1 + "donor_count"::float8) / ln(1000), 1)) desc,"slug");--> statement-breakpoint
CREATE INDEX "campaigns_funded_idx" ON "campaigns" USING btree (("raised"::float8 / greatest("goal", 1)) desc,"slug");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at" desc,"slug");--> statement-breakpoint
CREATE INDEX "campaigns_ends_idx" ON "campaigns" USING btree ("ends_at","slug");--> statement-breakpoint
CREATE INDEX "organizations_name_fts_idx" ON "organizations" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "organizations_categories_idx" ON "organizations" USING gin (("data" -> 'organization_categories') jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "campaigns_category_idx" ON "campaigns" USING btree ("category","donor_count" desc,("raised"::float8 / greatest("goal", 1)) desc,"created_at" desc,"slug","organization_id");--> statement-breakpoint
-- The words search corrects misspellings to (docs/product/search-and-discovery.md#spelling): every
-- word of three letters or more, without digits or punctuation, that a campaign title or an
-- organization or category name uses. Added as rows are written; never removed.
CREATE FUNCTION "add_search_terms"(content text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "search_terms" ("term")
	SELECT lexeme FROM unnest(to_tsvector('simple', content))
	WHERE length(lexeme) >= 3 AND lexeme !~ '[[:digit:][:punct:]]'
	ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION "record_campaign_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "add_search_terms"(NEW."title");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "record_name_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "add_search_terms"(NEW."name");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_search_terms" AFTER INSERT OR UPDATE OF "title" ON "campaigns"
	FOR EACH ROW EXECUTE FUNCTION "record_campaign_search_terms"();--> statement-breakpoint
CREATE TRIGGER "organizations_search_terms" AFTER INSERT OR UPDATE OF "name" ON "organizations"
	FOR EACH ROW EXECUTE FUNCTION "record_name_search_terms"();--> statement-breakpoint
CREATE TRIGGER "categories_search_terms" AFTER INSERT OR UPDATE OF "name" ON "categories"
	FOR EACH ROW EXECUTE FUNCTION "record_name_search_terms"();--> statement-breakpoint
SELECT "add_search_terms"("title") FROM "campaigns";--> statement-breakpoint
SELECT "add_search_terms"("name") FROM "organizations";--> statement-breakpoint
SELECT "add_search_terms"("name") FROM "categories";
