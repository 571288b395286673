-- The treasury's order (decisions 0120, 0121): goods are dispatched and received before they are paid.
-- Orders the old flow left paying or paid before anything was dispatched go back to process: their SPK
-- is saved, the seller prepares the goods next. Dispatched orders keep their status. Hand-written: data
-- only, the schema does not change.
-- (a) Paying before delivery: the attempts that never brought money end (expired); a new payment
-- starts once every batch is received.
UPDATE "payments" SET "status" = 'expired', "updated_at" = now()
WHERE "status" IN ('pending', 'reviewed', 'failed')
  AND "transaction_id" IN (
    SELECT "t"."id" FROM "transactions" AS "t"
    WHERE "t"."status" IN ('document', 'pending_payment', 'payment_process', 'payment_expired', 'payment_failed')
      AND NOT EXISTS (
        SELECT 1 FROM "shipments" AS "s" WHERE "s"."transaction_id" = "t"."id" AND "s"."status" = 'shipped'
      )
  );
--> statement-breakpoint
-- (a) and (b): back to process, paid ones keeping their success payment (the receipt of their last
-- batch moves them shipped -> paid), each with one timeline entry.
WITH "moved" AS (
  UPDATE "transactions" AS "t" SET "status" = 'process', "updated_at" = now()
  FROM "transactions" AS "before"
  WHERE "before"."id" = "t"."id"
    AND "t"."status" IN ('document', 'pending_payment', 'payment_process', 'payment_expired', 'payment_failed', 'paid')
    AND NOT EXISTS (
      SELECT 1 FROM "shipments" AS "s" WHERE "s"."transaction_id" = "t"."id" AND "s"."status" = 'shipped'
    )
  RETURNING "t"."id", "before"."status" AS "old_status"
)
INSERT INTO "transaction_logs" ("transaction_id", "section_change", "name_section_change", "old_value", "new_value", "actor", "created_at")
SELECT "id", 'status', 'Penyesuaian alur: pembayaran setelah barang diterima', "old_status", 'process', 'system', now()
FROM "moved";
