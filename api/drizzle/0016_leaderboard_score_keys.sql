ALTER TABLE "leaderboards" ADD COLUMN "score_key_hash" text;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD COLUMN "score_key_created_at" timestamp with time zone;