-- The order's papers (issue #24, decisions 0130-0134): the seller's identity on its documents (left
-- empty on an existing shop: the seller fills it in its console), the work unit's optional NPWP on the
-- SPK form, and every generated paper by its fingerprint for the public check. Numbered 0010: 0009 is
-- the mail outbox's.
CREATE TABLE "issued_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"fingerprint" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"partial_id" integer,
	"issuer" text NOT NULL,
	"invoice" text NOT NULL,
	"title" text NOT NULL,
	"number" text NOT NULL,
	"paper_date" date NOT NULL,
	"total" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code"),
	CONSTRAINT "issued_documents_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "nib" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "npwp" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "signatory_title" text;--> statement-breakpoint
ALTER TABLE "spks" ADD COLUMN "npwp" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_paper_idx" ON "issued_documents" USING btree ("transaction_id","kind","partial_id");
