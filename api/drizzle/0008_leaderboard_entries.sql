CREATE TABLE "leaderboard_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaderboard_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leaderboard_id" integer NOT NULL,
	"address" text NOT NULL,
	"score" numeric(16, 4) NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_entries_address_lower" CHECK ("leaderboard_entries"."address" = lower("leaderboard_entries"."address"))
);
--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_entries_wallet_idx" ON "leaderboard_entries" USING btree ("leaderboard_id","address");--> statement-breakpoint
CREATE INDEX "leaderboard_entries_ranking_idx" ON "leaderboard_entries" USING btree ("leaderboard_id","score" DESC NULLS LAST,"scored_at","id");