ALTER TABLE "sandbox_faults" ADD COLUMN "owner" text;--> statement-breakpoint
-- The sandboxes keep codes and tokens under their SHA-256 (hex) from now on: the ones issued before stay valid.
UPDATE "sandbox_records" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex') WHERE "kind" IN ('access', 'refresh', 'code', 'page-token');
