-- Written by hand, before the generated index: categories that already share a name (per owner, whatever
-- the case and surrounding spaces) keep the oldest as it is and rename the others "Name (2)", "Name (3)", …,
-- skipping any suffix another category already has, and staying within the 50 characters a name may have.
DO $$
DECLARE
  duplicate record;
  candidate text;
  suffix text;
  n integer;
BEGIN
  FOR duplicate IN
    SELECT ranked.id, ranked.owner_id, trim(ranked.name) AS base
    FROM (
      SELECT id, owner_id, name, created_at,
        row_number() OVER (PARTITION BY owner_id, lower(trim(name)) ORDER BY created_at, id) AS position
      FROM product_categories
    ) ranked
    WHERE ranked.position > 1
    ORDER BY ranked.owner_id, lower(trim(ranked.name)), ranked.position
  LOOP
    n := 2;
    LOOP
      suffix := ' (' || n || ')';
      candidate := left(duplicate.base, 50 - length(suffix)) || suffix;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM product_categories
        WHERE owner_id = duplicate.owner_id AND lower(trim(name)) = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE product_categories SET name = candidate WHERE id = duplicate.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_owner_id_name_unique" ON "product_categories" USING btree ("owner_id",lower(trim("name")));
