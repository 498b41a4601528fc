ALTER TABLE "contents" ADD COLUMN "objective" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "publication_mode" text;