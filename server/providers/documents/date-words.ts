// Dates as a BAST writes them: "Jumat tanggal dua puluh tujuh bulan November tahun dua ribu dua puluh
// enam" (day name, then day and year in words), from a stored YYYY-MM-DD day.
import { terbilang } from "./terbilang";

const weekday = new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", weekday: "long" });
const month = new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", month: "long" });

/** `2026-11-27` → "Jumat tanggal dua puluh tujuh bulan November tahun dua ribu dua puluh enam". */
export function dayInWords(day: string): string {
  const [year, monthNumber, dayNumber] = day.split("-").map(Number);
  const at = new Date(Date.UTC(year, monthNumber - 1, dayNumber));
  return `${weekday.format(at)} tanggal ${terbilang(dayNumber)} bulan ${month.format(at)} tahun ${terbilang(year)}`;
}
