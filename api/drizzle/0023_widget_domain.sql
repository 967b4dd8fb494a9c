ALTER TABLE "widgets" ADD COLUMN "domain" text;--> statement-breakpoint
-- A custom domain saved before: the oldest site that names it holds it (another's save takes it while the holder's feature is not active).
UPDATE "widgets" SET "domain" = lower(trim("config"::jsonb ->> 'domain'))
WHERE trim(coalesce("config"::jsonb ->> 'domain', '')) <> ''
  AND "id" = (SELECT min(w."id") FROM "widgets" w WHERE lower(trim(w."config"::jsonb ->> 'domain')) = lower(trim("widgets"."config"::jsonb ->> 'domain')));--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_domain_unique" ON "widgets" USING btree ("domain");
