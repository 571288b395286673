-- Who took a buyer's step (decision 0152): the member's name and role, snapshotted on each timeline
-- entry a buyer's command writes. Entries written before stay null (no backfill: who acted was not kept).
ALTER TABLE "transaction_logs" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "transaction_logs" ADD COLUMN "actor_role" text;
