CREATE TABLE "widget_versions" (
	"widget_id" integer NOT NULL,
	"number" integer NOT NULL,
	"config" text NOT NULL,
	"saved_by" text,
	"restored_from" integer,
	"changes" jsonb NOT NULL,
	"change_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_versions_widget_id_number_pk" PRIMARY KEY("widget_id","number")
);
--> statement-breakpoint
ALTER TABLE "widget_versions" ADD CONSTRAINT "widget_versions_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: history begins with each widget's current config as its first kept version, saved by
-- no one known and changing nothing, dated by the widget's last save.
INSERT INTO "widget_versions" ("widget_id", "number", "config", "saved_by", "restored_from", "changes", "change_count", "created_at")
SELECT "id", "version", "config", NULL, NULL, '[]'::jsonb, 0, "updated_at" FROM "widgets";
