ALTER TABLE "refunds" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_retry_of_uq" ON "refunds" USING btree ("retry_of") WHERE "refunds"."retry_of" is not null;