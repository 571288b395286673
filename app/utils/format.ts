import dayjs from "dayjs";
import "dayjs/locale/id.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);

// Times are stored in UTC and shown in WITA (Asia/Makassar).
// WITA is UTC+8 all year (no daylight saving): a fixed offset, where dayjs's timezone plugin asked
// Intl for every date and cost a page of dates a few milliseconds of the server's time.
const WITA_OFFSET_MINUTES = 8 * 60;
export const REVIEW_DATE_PATTERN = "DD MMMM YYYY hh:mm:ss A";

const rupiahNumber = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** `Rp. 1.250.000`: id-ID thousands separators, no decimals, minus sign before `Rp.`. */
export function formatRupiah(amount: number): string {
  const rounded = Math.round(amount);
  const digits = rupiahNumber.format(Math.abs(rounded));
  return `${rounded < 0 ? "-" : ""}Rp. ${digits}`;
}

/** Formats an ISO timestamp in WITA with Indonesian month names. */
export function formatDate(iso: string, pattern: string = REVIEW_DATE_PATTERN): string {
  return dayjs.utc(iso).utcOffset(WITA_OFFSET_MINUTES).locale("id").format(pattern);
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
