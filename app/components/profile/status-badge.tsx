import { transactionStatusLabel } from "@contract/transaction";

/** Badge colours of the transaction statuses (profile-area §4); statuses not listed there are neutral. */
const tones: Readonly<Record<string, StatusTone>> = {
  pending: "warning",
  pending_payment: "warning",
  payment_expired: "warning",
  paid: "success",
  confirmed: "success",
  document: "yellow",
  process: "primary",
  payment_process: "primary",
  shipped: "secondary",
  "partial delivery": "secondary",
  cancel: "danger",
  payment_failed: "danger",
};

export type StatusTone = "warning" | "success" | "yellow" | "primary" | "secondary" | "danger" | "neutral";

/** The tone of a status, compared ignoring case. */
export const statusTone = (status: string): StatusTone => tones[status.trim().toLowerCase()] ?? "neutral";

/** A transaction status as a coloured badge reading its label (or the raw status). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${statusTone(status)}`}>{transactionStatusLabel(status.trim())}</span>
  );
}
