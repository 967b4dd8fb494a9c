CREATE TABLE "wallet_assets" (
	"site_id" integer NOT NULL,
	"address" text NOT NULL,
	"tokens" jsonb NOT NULL,
	"nfts" jsonb NOT NULL,
	"signed_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_assets_site_id_address_pk" PRIMARY KEY("site_id","address")
);
--> statement-breakpoint
ALTER TABLE "wallet_assets" ADD CONSTRAINT "wallet_assets_site_id_widgets_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;