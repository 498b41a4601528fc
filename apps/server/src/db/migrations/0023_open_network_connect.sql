CREATE TABLE "network_server_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"server" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "prepared_enc" text;--> statement-breakpoint
CREATE UNIQUE INDEX "network_server_apps_unique" ON "network_server_apps" USING btree ("platform","server","redirect_uri");