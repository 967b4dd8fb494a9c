ALTER TABLE "orders" ADD COLUMN "nft_chain_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nft_contract_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nft_token_id" text;--> statement-breakpoint
CREATE INDEX "orders_owner_id_nft_idx" ON "orders" USING btree ("owner_id","nft_contract_address","nft_token_id") WHERE "orders"."nft_token_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_nft_whole" CHECK (("orders"."nft_chain_id" is null) = ("orders"."nft_token_id" is null) and ("orders"."nft_contract_address" is null) = ("orders"."nft_token_id" is null));