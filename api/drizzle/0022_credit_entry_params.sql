ALTER TABLE "credit_transactions" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- The lines written before: what each is about, read back from the English the server wrote.
UPDATE "credit_transactions" SET "params" = jsonb_build_object('month', "period")
WHERE "kind" = 'api' AND "period" ~ '^[0-9]{4}-[0-9]{2}$';--> statement-breakpoint
UPDATE "credit_transactions" SET "params" = jsonb_build_object('orderId', substring("reason" from '^Order (.+)$'))
WHERE "kind" = 'order' AND "reason" ~ '^Order .+$';--> statement-breakpoint
UPDATE "credit_transactions" SET "params" = jsonb_build_object(
  'feature', substring("reason" from '^Unlock ([a-z-]+) until '),
  'until', substring("reason" from ' until (.+)$'))
WHERE "kind" = 'feature'
  AND "reason" ~ '^Unlock (powered-by|custom-domain|widget-signature) until [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z$';--> statement-breakpoint
UPDATE "credit_transactions" SET "params" = jsonb_build_object('chainId', CASE substring("reason" from ' USD paid on (.+)$')
    WHEN 'Ethereum' THEN 1 WHEN 'Optimism' THEN 10 WHEN 'BNB Smart Chain' THEN 56 WHEN 'Polygon' THEN 137
    WHEN 'Base' THEN 8453 WHEN 'Arbitrum One' THEN 42161 WHEN 'Avalanche C-Chain' THEN 43114 WHEN 'Blast' THEN 81457
    WHEN 'Local chain' THEN 31337
    ELSE substring("reason" from ' USD paid on chain ([0-9]+)$')::integer END)
WHERE "kind" = 'top-up' AND "reason" ~ '^Credits bought: [0-9.]+ USD paid on (Ethereum|Optimism|BNB Smart Chain|Polygon|Base|Arbitrum One|Avalanche C-Chain|Blast|Local chain|chain [0-9]+)$';--> statement-breakpoint
UPDATE "credit_transactions" SET "params" = '{"grant":"demo"}'::jsonb WHERE "kind" = 'grant' AND "reason" = 'Demo credits';--> statement-breakpoint
UPDATE "credit_transactions" SET "params" = '{"grant":"webSummit"}'::jsonb WHERE "kind" = 'grant' AND "reason" = 'Web Summit airdrop';
