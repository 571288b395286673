import { statusLabel, statusTone } from "@contract/order-status";

/** A transaction status as a coloured badge reading its label (or the raw status). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${statusTone(status)}`}>{statusLabel(status)}</span>;
}
