CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"request_id" text NOT NULL,
	"payment_id" integer,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_invoice" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "va_number" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_uq" ON "payments" USING btree ("payment_invoice");