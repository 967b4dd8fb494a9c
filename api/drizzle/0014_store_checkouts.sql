ALTER TABLE "checkouts" ADD COLUMN "store_site_id" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "store_product_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_store_site_id_widgets_id_fk" FOREIGN KEY ("store_site_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_store_product_id_products_id_fk" FOREIGN KEY ("store_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_store_site_id_product_id_idx" ON "checkouts" USING btree ("store_site_id","store_product_id");--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_store_site_and_product" CHECK (("checkouts"."store_site_id" is null) = ("checkouts"."store_product_id" is null));