CREATE TABLE "scanner_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT 'probe' NOT NULL,
	"error" jsonb,
	"measurements" jsonb,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scanner_fixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"network" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT 'probe' NOT NULL,
	"error" jsonb,
	"storage_key" text,
	"size_bytes" integer,
	"measurements" jsonb,
	"verdict" jsonb,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "scanner_analyses" ADD CONSTRAINT "scanner_analyses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanner_analyses" ADD CONSTRAINT "scanner_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanner_fixes" ADD CONSTRAINT "scanner_fixes_analysis_id_scanner_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."scanner_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanner_fixes" ADD CONSTRAINT "scanner_fixes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanner_fixes" ADD CONSTRAINT "scanner_fixes_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scanner_analyses_workspace_idx" ON "scanner_analyses" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "scanner_analyses_expires_idx" ON "scanner_analyses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "scanner_fixes_analysis_idx" ON "scanner_fixes" USING btree ("analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scanner_fixes_target_unique" ON "scanner_fixes" USING btree ("analysis_id","network","purpose");