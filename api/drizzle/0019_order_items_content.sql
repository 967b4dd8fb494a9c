ALTER TABLE "order_items" ADD COLUMN "content" text;--> statement-breakpoint
-- Orders placed before this migration deliver what their digital products hold now.
UPDATE "order_items" SET "content" = "products"."content" FROM "products" WHERE "products"."id" = "order_items"."product_id" AND "products"."digital" AND length("products"."content") > 0;
