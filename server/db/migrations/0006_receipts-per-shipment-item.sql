ALTER TABLE "receipts" DROP CONSTRAINT "receipts_transaction_detail_id_unique";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "shipment_item_id" integer;--> statement-breakpoint
ALTER TABLE "support_documents" ADD COLUMN "original_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_shipment_item_id_shipment_items_id_fk" FOREIGN KEY ("shipment_item_id") REFERENCES "public"."shipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_shipment_item_id_unique" UNIQUE("shipment_item_id");