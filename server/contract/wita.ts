// WITA (Asia/Makassar), the shop's time: UTC+8 all year, no daylight saving. Shared by the API (search
// text) and the pages (dates shown), so a date reads and searches the same everywhere.
export const WITA_OFFSET_MS = 8 * 60 * 60 * 1000;

export const MONTHS_ID = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
] as const;

export const MONTHS_ID_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "Mei",
  "Jun",
  "Jul",
  "Agt",
  "Sep",
  "Okt",
  "Nov",
  "Des",
] as const;
