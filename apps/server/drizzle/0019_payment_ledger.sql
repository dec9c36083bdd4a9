ALTER TABLE "payments" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("refund_due_at") WHERE "payments"."refund_due_at" is not null;--> statement-breakpoint
-- payments and refunds carry their order's site variant from now on; the ones made so far take it from the order
UPDATE "payments" AS p SET "tenant_id" = o."tenant_id" FROM "orders" AS o WHERE o."id" = p."order_id";--> statement-breakpoint
UPDATE "refunds" AS r SET "tenant_id" = o."tenant_id" FROM "orders" AS o WHERE o."id" = r."order_id";--> statement-breakpoint
-- captures no order keeps (a second approval, or one after the order expired) are owed back since they were made
UPDATE "payments" AS p SET "refund_due_at" = p."completion_time"
FROM "orders" AS o
WHERE o."id" = p."order_id"
  AND (p."status" = 'duplicate' OR (p."status" = 'approved' AND o."state" = 'Expired'));
