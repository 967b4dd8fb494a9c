ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- The notifications written before: their order's amount and chain (which an order never changes), the
-- amount paid beyond the total on a confirmed payment, the reason on a failed one.
UPDATE "notifications" AS "n" SET "params" = jsonb_strip_nulls(jsonb_build_object(
  'amount', trim_scale("o"."amount")::text,
  'chainId', "o"."chain_id",
  'overpaid', CASE WHEN "n"."kind" = 'order.confirmed' THEN trim_scale("o"."overpaid_amount")::text END,
  'reason', CASE WHEN "n"."kind" = 'order.failed' THEN "o"."failure_reason" END
)) FROM "orders" AS "o" WHERE "n"."order_id" = "o"."id";
