CREATE TABLE "comment_account_syncs" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"asked_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "comment_post_syncs" (
	"target_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"text" text NOT NULL,
	"url" text,
	"user_id" uuid,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"filter_words" jsonb,
	"saved_replies_seeded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"target_id" uuid,
	"content_id" uuid,
	"post_external_id" text NOT NULL,
	"external_id" text NOT NULL,
	"parent_external_id" text,
	"author_name" text NOT NULL,
	"author_handle" text,
	"text" text NOT NULL,
	"url" text,
	"written_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"flag_reason" text,
	"flag_detail" text,
	"sentiment" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"assignee_id" uuid,
	"responded_at" timestamp with time zone,
	"moderated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_account_syncs" ADD CONSTRAINT "comment_account_syncs_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_account_syncs" ADD CONSTRAINT "comment_account_syncs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_post_syncs" ADD CONSTRAINT "comment_post_syncs_target_id_publication_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publication_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_post_syncs" ADD CONSTRAINT "comment_post_syncs_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_settings" ADD CONSTRAINT "comment_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_target_id_publication_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publication_targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_replies_comment_external_idx" ON "comment_replies" USING btree ("comment_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_account_external_idx" ON "comments" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "comments_workspace_written_idx" ON "comments" USING btree ("workspace_id","written_at","id");--> statement-breakpoint
CREATE INDEX "comments_workspace_status_idx" ON "comments" USING btree ("workspace_id","status","written_at");--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("account_id","post_external_id");--> statement-breakpoint
CREATE INDEX "comments_content_idx" ON "comments" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "comments_assignee_idx" ON "comments" USING btree ("workspace_id","assignee_id","written_at") WHERE "comments"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_replies_workspace_idx" ON "saved_replies" USING btree ("workspace_id","created_at");