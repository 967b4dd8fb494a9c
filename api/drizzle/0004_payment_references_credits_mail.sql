CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_known" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"order_id" uuid,
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"receiver_address" text NOT NULL,
	"proxy_address" text NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"received_amount" numeric(30, 6) DEFAULT '0' NOT NULL,
	"credited_amount" numeric(30, 6) DEFAULT '0' NOT NULL,
	"required_confirmations" integer NOT NULL,
	"start_block" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now(),
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_requests_amount_positive" CHECK ("payment_requests"."amount" > 0),
	CONSTRAINT "payment_requests_purpose_known" CHECK ("payment_requests"."purpose" in ('order', 'credits')),
	CONSTRAINT "payment_requests_status_known" CHECK ("payment_requests"."status" in ('open', 'paid', 'expired', 'closed')),
	CONSTRAINT "payment_requests_order_purpose" CHECK (("payment_requests"."purpose" = 'order') = ("payment_requests"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "received_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"payer_address" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "received_payments_log_unique" UNIQUE("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_hash_unique";--> statement-breakpoint
DROP INDEX "orders_pending_next_check_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "kind" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_requests_owner_id_created_at_idx" ON "payment_requests" USING btree ("owner_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_open_next_check_idx" ON "payment_requests" USING btree ("next_check_at") WHERE "payment_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "received_payments_request_id_idx" ON "received_payments" USING btree ("request_id","block_number");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "next_check_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "check_attempts";--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_owner_kind_period_unique" UNIQUE("owner_id","kind","period");--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_kind_known" CHECK ("credit_transactions"."kind" in ('top-up', 'order', 'feature', 'api', 'grant'));--> statement-breakpoint
-- Written by hand: the kinds of the credits lines recorded before kinds existed.
UPDATE "credit_transactions" SET "kind" = 'order' WHERE "reason" LIKE 'Order %';--> statement-breakpoint
UPDATE "credit_transactions" SET "kind" = 'feature' WHERE "reason" LIKE 'Unlock %';--> statement-breakpoint
-- Orders still waiting for a plain transfer can no longer be matched to a payment: they are closed.
UPDATE "orders" SET "status" = 'Cancelled', "failure_reason" = 'Placed before payments carried an order reference: the customer must order again' WHERE "status" = 'Pending';
