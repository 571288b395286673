import { MONTHS_ID, MONTHS_ID_SHORT, WITA_OFFSET_MS } from "@contract/wita";

export const REVIEW_DATE_PATTERN = "DD MMMM YYYY hh:mm:ss A";

// Times are stored in UTC and shown in WITA (Asia/Makassar), which is UTC+8 all year (no daylight
// saving), so a fixed offset is exact. The few patterns the spec uses are filled here: dayjs cost the
// browser 4 KB gzip on every page and its timezone plugin asked Intl for every date (decision 68).
const DATE_TOKENS = /YYYY|MMMM|MMM|MM|DD|D|HH|hh|mm|ss|A/g;
const pad = (value: number) => String(value).padStart(2, "0");

const rupiahNumber = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** `Rp. 1.250.000`: id-ID thousands separators, no decimals, minus sign before `Rp.`. */
export function formatRupiah(amount: number): string {
  const rounded = Math.round(amount);
  const digits = rupiahNumber.format(Math.abs(rounded));
  return `${rounded < 0 ? "-" : ""}Rp. ${digits}`;
}

/** Formats an ISO timestamp in WITA with Indonesian month names (tokens: YYYY MMMM MMM MM DD D HH hh mm ss A). */
export function formatDate(iso: string, pattern: string = REVIEW_DATE_PATTERN): string {
  const wita = new Date(new Date(iso).getTime() + WITA_OFFSET_MS);
  const hours = wita.getUTCHours();
  const parts: Record<string, string> = {
    YYYY: String(wita.getUTCFullYear()),
    MMMM: MONTHS_ID[wita.getUTCMonth()],
    MMM: MONTHS_ID_SHORT[wita.getUTCMonth()],
    MM: pad(wita.getUTCMonth() + 1),
    DD: pad(wita.getUTCDate()),
    D: String(wita.getUTCDate()),
    HH: pad(hours),
    hh: pad(hours % 12 || 12),
    mm: pad(wita.getUTCMinutes()),
    ss: pad(wita.getUTCSeconds()),
    A: hours < 12 ? "AM" : "PM",
  };
  return pattern.replace(DATE_TOKENS, (token) => parts[token]);
}

/** `081234…` or `+62 812-34…` → `https://wa.me/6281234…`. */
export function whatsappLink(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const international = digits.startsWith("0") ? `62${digits.slice(1)}` : digits;
  return `https://wa.me/${international}`;
}

export function mapEmbedUrl(lat: number, long: number): string {
  const query = encodeURIComponent(`${lat},${long}`);
  return `https://maps.google.com/maps?q=${query}&z=15&output=embed`;
}

/** Dialers accept digits and a leading plus only. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
