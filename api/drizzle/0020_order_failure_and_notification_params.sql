ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure" jsonb;--> statement-breakpoint
-- The orders failed before: their failure read back from the English the server wrote.
UPDATE "orders" SET "failure" = jsonb_build_object('code', 'reverted', 'hash', substring("failure_reason" from '^The payment transaction (0x[0-9a-fA-F]+) was reverted on '))
WHERE "failure_reason" ~ '^The payment transaction 0x[0-9a-fA-F]+ was reverted on ';--> statement-breakpoint
UPDATE "orders" SET "failure" = jsonb_build_object('code', 'expired', 'windowMs',
  substring("failure_reason" from '^No payment arrived within ([0-9]+) ')::bigint
    * CASE WHEN "failure_reason" ~ ' minutes of the order$' THEN 60000 ELSE 1000 END)
WHERE "failure_reason" ~ '^No payment arrived within [0-9]+ (seconds?|minutes) of the order$';--> statement-breakpoint
-- The notifications written before: their order's amount and chain (which an order never changes), the
-- amount paid beyond the total on a confirmed payment, the failure on a failed one.
UPDATE "notifications" AS "n" SET "params" = jsonb_strip_nulls(jsonb_build_object(
  'amount', trim_scale("o"."amount")::text,
  'chainId', "o"."chain_id",
  'overpaid', CASE WHEN "n"."kind" = 'order.confirmed' THEN trim_scale("o"."overpaid_amount")::text END,
  'failure', CASE WHEN "n"."kind" = 'order.failed' THEN "o"."failure" END
)) FROM "orders" AS "o" WHERE "n"."order_id" = "o"."id";
