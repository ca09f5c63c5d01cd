-- Profile files are kept as the plain path of a file the business owns; links to them are signed
-- when read (docs/product-rules.md#files). A reference to anything else (another business's file,
-- an outside address) named nothing this business may read, so it is dropped.
UPDATE "businesses" AS b SET "business_doc" = (
  SELECT '/files/' || f."id" || '/' || substring(b."business_doc" from '/files/[0-9a-fA-F-]{36}/([^/?#]+)')
  FROM "files" AS f
  WHERE f."business_id" = b."id"
    AND f."id"::text = lower(substring(b."business_doc" from '/files/([0-9a-fA-F-]{36})/[^/?#]+'))
) WHERE "business_doc" IS NOT NULL;--> statement-breakpoint
UPDATE "businesses" AS b SET "avatar" = (
  SELECT '/files/' || f."id" || '/' || substring(b."avatar" from '/files/[0-9a-fA-F-]{36}/([^/?#]+)')
  FROM "files" AS f
  WHERE f."business_id" = b."id"
    AND f."mime_type" IN ('image/png', 'image/jpeg', 'image/webp')
    AND f."id"::text = lower(substring(b."avatar" from '/files/([0-9a-fA-F-]{36})/[^/?#]+'))
) WHERE "avatar" IS NOT NULL;
