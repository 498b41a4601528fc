CREATE TABLE "publication_target_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"external_id" text,
	"url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "media_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "first_comment" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "thread" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "publish_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_target_parts" ADD CONSTRAINT "publication_target_parts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_target_parts" ADD CONSTRAINT "publication_target_parts_target_id_publication_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publication_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publication_target_parts_target_position_unique" ON "publication_target_parts" USING btree ("target_id","position");--> statement-breakpoint
UPDATE "contents" SET "media_items" = jsonb_build_array(jsonb_build_object('id', "media_id", 'url', "media_url", 'type', coalesce("media_type", 'image'))) WHERE "media_url" IS NOT NULL;
