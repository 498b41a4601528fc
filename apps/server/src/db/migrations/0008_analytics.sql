CREATE TABLE "account_metric_days" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"impressions" bigint,
	"reach" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"clicks" bigint,
	"engagement" bigint,
	"followers" bigint,
	CONSTRAINT "account_metric_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "account_metric_snapshots" (
	"account_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"followers" bigint,
	CONSTRAINT "account_metric_snapshots_account_id_measured_at_pk" PRIMARY KEY("account_id","measured_at")
);
--> statement-breakpoint
CREATE TABLE "account_metric_syncs" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"requested_at" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_daily_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_metric_snapshots" (
	"target_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"impressions" bigint,
	"reach" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"clicks" bigint,
	CONSTRAINT "post_metric_snapshots_target_id_measured_at_pk" PRIMARY KEY("target_id","measured_at")
);
--> statement-breakpoint
CREATE TABLE "post_metrics" (
	"target_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"account_id" uuid,
	"platform" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"impressions" bigint,
	"reach" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"clicks" bigint,
	"engagement" bigint,
	"stopped" text
);
--> statement-breakpoint
ALTER TABLE "account_metric_days" ADD CONSTRAINT "account_metric_days_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_metric_days" ADD CONSTRAINT "account_metric_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_metric_snapshots" ADD CONSTRAINT "account_metric_snapshots_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_metric_syncs" ADD CONSTRAINT "account_metric_syncs_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_metric_syncs" ADD CONSTRAINT "account_metric_syncs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_snapshots" ADD CONSTRAINT "post_metric_snapshots_target_id_publication_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publication_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_target_id_publication_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publication_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_metric_days_workspace_day_idx" ON "account_metric_days" USING btree ("workspace_id","day");--> statement-breakpoint
CREATE INDEX "post_metrics_workspace_published_idx" ON "post_metrics" USING btree ("workspace_id","published_at");--> statement-breakpoint
CREATE INDEX "post_metrics_content_idx" ON "post_metrics" USING btree ("content_id");