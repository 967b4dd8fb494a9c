ALTER TABLE "campaign_claims" ADD COLUMN "address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_claims_campaign_address_unique" ON "campaign_claims" USING btree ("campaign_id","address");--> statement-breakpoint
-- A claim made before: the account's first wallet.
UPDATE "campaign_claims" SET "address" = (
  SELECT a."address" FROM "user_accounts" a WHERE a."user_id" = "campaign_claims"."user_id"
  ORDER BY a."created_at", a."address" LIMIT 1
);
