CREATE TABLE "link_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"shorten_links" boolean DEFAULT false NOT NULL,
	"default_campaign" text,
	"bio_name" text,
	"bio_color" text DEFAULT '#4f46e5' NOT NULL,
	"bio_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_link_clicks" (
	"link_id" uuid NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "short_link_clicks_link_id_source_day_pk" PRIMARY KEY("link_id","source","day")
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"target" text NOT NULL,
	"content_id" uuid,
	"publication_target_id" uuid,
	"network" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_settings" ADD CONSTRAINT "link_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_clicks" ADD CONSTRAINT "short_link_clicks_link_id_short_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_publication_target_id_publication_targets_id_fk" FOREIGN KEY ("publication_target_id") REFERENCES "public"."publication_targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_settings_bio_name_unique" ON "link_settings" USING btree ("bio_name");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_unique" ON "short_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_publication_target_unique" ON "short_links" USING btree ("publication_target_id","target");--> statement-breakpoint
CREATE INDEX "short_links_content_idx" ON "short_links" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_bio_unique" ON "short_links" USING btree ("workspace_id","target") WHERE network = 'bio';