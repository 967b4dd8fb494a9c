CREATE TABLE "payment_request_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"recipient_address" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_request_fees_recipient_unique" UNIQUE("request_id","recipient_address"),
	CONSTRAINT "payment_request_fees_amount_positive" CHECK ("payment_request_fees"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "fee_amount" numeric(30, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "fee_address" text;--> statement-breakpoint
ALTER TABLE "payment_request_fees" ADD CONSTRAINT "payment_request_fees_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;