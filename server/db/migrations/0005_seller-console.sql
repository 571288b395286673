ALTER TABLE "chat_messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cancel_reason" text;