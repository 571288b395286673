// The "Timeline" tab (Log Transaksi): the order's log entries oldest first, each with its time in WITA
// and, for a member's step, who took it in which role.
import type { TransactionLogEntry } from "@contract/order";
import { statusLabel } from "@contract/order-status";
import { formatDate, formatRupiah } from "~/utils/format";
import { paymentTexts } from "~/utils/labels";
import { describeActor } from "~/utils/step-actor";

export const TIMELINE_TIME_PATTERN = "DD MMMM YYYY HH:mm";

/**
 * Section types whose values are amounts, those whose values are order statuses and those whose values
 * are payment statuses (spec §4 "Timeline section types"); a receipt's value is its unit count, which its
 * title already says.
 */
const MONEY_SECTIONS = new Set(["price", "shipping cost", "request payment"]);
const STATUS_SECTIONS = new Set(["make order", "status"]);
const PAYMENT_SECTIONS = new Set(["update status payment", "payment", "upload payment"]);
const PAYMENT_STATUSES = new Set(["pending", "reviewed", "failed", "expired", "success"]);
const SILENT_SECTIONS = new Set(["receipt"]);

function value(section: string, raw: string): string {
  if (MONEY_SECTIONS.has(section) && /^\d+$/.test(raw)) return formatRupiah(Number(raw));
  if (STATUS_SECTIONS.has(section)) return statusLabel(raw);
  if (PAYMENT_SECTIONS.has(section) && PAYMENT_STATUSES.has(raw)) return paymentTexts.status(raw);
  return raw;
}

/** What changed, in words: "Kursi: Rp. 1.200.000 menjadi Rp. 1.250.000 (Negosiasi ke-2)". */
export function describeLogEntry(entry: TransactionLogEntry): string | null {
  const section = entry.section_change.trim().toLowerCase();
  if (SILENT_SECTIONS.has(section)) return null;
  const from = entry.old_value?.trim() ? value(section, entry.old_value.trim()) : null;
  const to = entry.new_value?.trim() ? value(section, entry.new_value.trim()) : null;
  const subject =
    section === "price"
      ? entry.transaction_detail?.name_product
      : section === "shipping cost"
        ? "Ongkos kirim"
        : STATUS_SECTIONS.has(section)
          ? "Status"
          : PAYMENT_SECTIONS.has(section)
            ? "Status pembayaran"
            : null;
  // A step that keeps the status (a batch dispatched among others, an SPK saved again) names it once.
  const change = from && to && from !== to ? `${from} menjadi ${to}` : (to ?? from);
  if (!change) return null;
  const round =
    entry.section_nego !== null && (section === "price" || section === "shipping cost")
      ? ` (Negosiasi ke-${entry.section_nego})`
      : "";
  return `${subject ? `${subject}: ` : ""}${change}${round}`;
}

export function OrderTimelineTab({ log }: { log: TransactionLogEntry[] | null }) {
  return (
    <section className="order-tab" aria-labelledby="tab-log-transaksi">
      <h2 id="tab-log-transaksi" className="order-tab__title">
        Log Transaksi
      </h2>
      {log === null ? (
        <p className="order-empty">Log transaksi belum dapat dimuat. Silahkan muat ulang halaman.</p>
      ) : log.length === 0 ? (
        <p className="order-empty">Belum ada log transaksi.</p>
      ) : (
        <ol className="order-timeline">
          {log.map((entry) => {
            const detail = describeLogEntry(entry);
            const actor = describeActor(entry);
            return (
              <li key={entry.id} className="order-timeline__item" data-testid="log-entry">
                <time className="order-timeline__time" dateTime={entry.created_at}>
                  {formatDate(entry.created_at, TIMELINE_TIME_PATTERN)} WITA
                </time>
                <p className="order-timeline__title">{entry.name_section_change}</p>
                {detail ? <p className="order-timeline__detail">{detail}</p> : null}
                {actor ? (
                  <p className="order-timeline__actor" data-testid="log-actor">
                    {actor}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
