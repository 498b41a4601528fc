CREATE TABLE "evergreen_rules" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_score" integer NOT NULL,
	"max_reposts" integer NOT NULL,
	"min_days" integer NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_queues" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"slots" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "evergreen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "evergreen_rules" ADD CONSTRAINT "evergreen_rules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_queues" ADD CONSTRAINT "posting_queues_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_repost_of_idx" ON "contents" USING btree ("repost_of");--> statement-breakpoint
CREATE INDEX "contents_workspace_queued_idx" ON "contents" USING btree ("workspace_id","queued_at") WHERE "contents"."queued_at" is not null;