CREATE TABLE "competitor_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competitor_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"url" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"analysis" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"network" text NOT NULL,
	"handle" text NOT NULL,
	"display_name" text,
	"picture_url" text,
	"followers" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_reason" text,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"summary" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"url" text NOT NULL,
	"site_url" text,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_reason" text,
	"error_detail" text,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspiration_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"network" text,
	"objective" text,
	"source" text NOT NULL,
	"source_ref" uuid,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspiration_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notified_topics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitor_posts" ADD CONSTRAINT "competitor_posts_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_source_id_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."feed_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD CONSTRAINT "feed_sources_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_ideas" ADD CONSTRAINT "inspiration_ideas_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_ideas" ADD CONSTRAINT "inspiration_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_settings" ADD CONSTRAINT "inspiration_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitor_posts_external_idx" ON "competitor_posts" USING btree ("competitor_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_workspace_handle_idx" ON "competitors" USING btree ("workspace_id","network","handle");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_source_guid_idx" ON "feed_items" USING btree ("source_id","guid");--> statement-breakpoint
CREATE INDEX "feed_items_workspace_published_idx" ON "feed_items" USING btree ("workspace_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_sources_workspace_url_idx" ON "feed_sources" USING btree ("workspace_id","url");--> statement-breakpoint
CREATE INDEX "inspiration_ideas_workspace_idx" ON "inspiration_ideas" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspiration_ideas_source_ref_idx" ON "inspiration_ideas" USING btree ("workspace_id","source_ref");