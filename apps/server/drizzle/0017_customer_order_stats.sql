ALTER TABLE "customers" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_order_time" timestamp with time zone;--> statement-breakpoint
-- the counts the customers list showed from the orders table until now, kept from here on by each order
UPDATE "customers" AS c SET "order_count" = s.n, "last_order_time" = s.last
FROM (
  SELECT coalesce("tenant_id", 0) AS t, lower("contact_email") AS e, count(*)::int AS n, max("creation_time") AS last
  FROM "orders" WHERE "is_deleted" = false GROUP BY 1, 2
) AS s
WHERE coalesce(c."tenant_id", 0) = s.t AND lower(c."email") = s.e AND c."is_deleted" = false;
