CREATE TABLE "scanner_turns" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"served_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scanner_analyses" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scanner_analyses" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scanner_turns" ADD CONSTRAINT "scanner_turns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scanner_analyses_waiting_idx" ON "scanner_analyses" USING btree ("created_at") WHERE status in ('queued', 'running');--> statement-breakpoint
-- An analysis already running when the waiting list arrives counts as claimed now, once: were its
-- worker gone, it is taken again after the time limit like any dead worker's claim.
UPDATE "scanner_analyses" SET "claimed_at" = now(), "attempts" = 1 WHERE "status" = 'running';
