CREATE TABLE "nft_metadata_cache" (
	"chain_id" integer NOT NULL,
	"contract_address" text NOT NULL,
	"token_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_metadata_cache_chain_id_contract_address_token_id_pk" PRIMARY KEY("chain_id","contract_address","token_id")
);
--> statement-breakpoint
CREATE INDEX "nft_metadata_cache_expires_at_idx" ON "nft_metadata_cache" USING btree ("expires_at");