ALTER TABLE "publication_targets" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
-- A photo filtered twice at the same instant before this migration may have two copies of the same
-- filter: the oldest is kept, the items that used another copy now use it, and the extra rows go
-- (their files stay in the storage, still served at their old address).
WITH "ranked" AS (
  SELECT "id", "storage_key",
         first_value("id") OVER "w" AS "keep_id", first_value("storage_key") OVER "w" AS "keep_key",
         row_number() OVER "w" AS "n"
    FROM "media" WHERE "source_id" IS NOT NULL
  WINDOW "w" AS (PARTITION BY "source_id", "filter" ORDER BY "created_at", "id")
)
UPDATE "contents" AS "c"
   SET "media_id" = "r"."keep_id", "media_url" = replace("c"."media_url", "r"."storage_key", "r"."keep_key")
  FROM "ranked" AS "r"
 WHERE "r"."n" > 1 AND "c"."media_id" = "r"."id";--> statement-breakpoint
DELETE FROM "media" AS "m"
 USING (SELECT "id", row_number() OVER (PARTITION BY "source_id", "filter" ORDER BY "created_at", "id") AS "n"
          FROM "media" WHERE "source_id" IS NOT NULL) AS "r"
 WHERE "m"."id" = "r"."id" AND "r"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "media_source_filter_unique" ON "media" USING btree ("source_id","filter");--> statement-breakpoint
-- Two callbacks for the same network account at the same instant may have left two rows of it in a
-- workspace: the newest connected one is kept and takes over the other rows' publications (one per
-- item: a second one of the same item keeps its history without an account); the other rows go.
WITH "ranked" AS (
  SELECT "id", first_value("id") OVER "w" AS "keep_id", row_number() OVER "w" AS "n"
    FROM "social_accounts" WHERE "external_id" IS NOT NULL
  WINDOW "w" AS (PARTITION BY "workspace_id", "platform", "external_id"
                 ORDER BY "is_connected" DESC, "updated_at" DESC, "created_at" DESC, "id" DESC)
), "moved" AS (
  SELECT DISTINCT ON ("t"."content_id", "r"."keep_id") "t"."id", "r"."keep_id"
    FROM "publication_targets" AS "t" JOIN "ranked" AS "r" ON "r"."id" = "t"."account_id"
   WHERE "r"."n" > 1
     AND NOT EXISTS (SELECT 1 FROM "publication_targets" AS "o"
                      WHERE "o"."content_id" = "t"."content_id" AND "o"."account_id" = "r"."keep_id")
   ORDER BY "t"."content_id", "r"."keep_id", "t"."updated_at" DESC, "t"."id"
)
UPDATE "publication_targets" AS "t" SET "account_id" = "moved"."keep_id"
  FROM "moved" WHERE "t"."id" = "moved"."id";--> statement-breakpoint
DELETE FROM "social_accounts" AS "a"
 USING (SELECT "id", row_number() OVER (PARTITION BY "workspace_id", "platform", "external_id"
                                         ORDER BY "is_connected" DESC, "updated_at" DESC, "created_at" DESC, "id" DESC) AS "n"
          FROM "social_accounts" WHERE "external_id" IS NOT NULL) AS "r"
 WHERE "a"."id" = "r"."id" AND "r"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_network_account_unique" ON "social_accounts" USING btree ("workspace_id","platform","external_id");
