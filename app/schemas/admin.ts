// The seller console's form schemas (Conform on the page, zod in the action), Indonesian messages.
// The upstream checks the same rules again; these give the message beside the field first.
import * as z from "zod";

const required = (label: string) => `${label} tidak boleh kosong`;
const RUPIAH_MAX = 999_999_999_999;
const NOTE_MAX = 1000;

/** Whole rupiah typed as digits ("125000"); a dot or comma as thousands separator is accepted. */
const rupiah = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .transform((value) => value.replace(/[.,\s]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `${label} harus berupa angka`)
        .transform(Number)
        .pipe(z.number().int().max(RUPIAH_MAX, `${label} terlalu besar`)),
    );

const text = (label: string, max = NOTE_MAX) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} terlalu panjang! Maksimal ${max} karakter.`);

const optionalText = (label: string, max = NOTE_MAX) =>
  z
    .string()
    .trim()
    .max(max, `${label} terlalu panjang! Maksimal ${max} karakter.`)
    .optional()
    .transform((value) => value || undefined);

/** A calendar date (`YYYY-MM-DD`, the date input's value), today or later in WITA. */
const futureDate = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} tidak valid`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), `${label} tidak valid`)
    .refine((value) => value >= todayInWita(), `${label} tidak boleh sebelum hari ini`);

/** `YYYY-MM-DD` of today in WITA (UTC+8, no daylight saving). */
export function todayInWita(now = new Date()): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const pastOrTodayDate = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} tidak valid`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), `${label} tidak valid`)
    .refine((value) => value <= todayInWita(), `${label} tidak boleh setelah hari ini`);

/** The seller's negotiation round: a new unit price per line, a new shipping cost, a note, "Berlaku sampai". */
export const sellerRoundForm = z.object({
  lines: z
    .array(z.object({ transaction_detail_id: z.coerce.number().int().positive(), new_price: rupiah("Harga baru") }))
    .min(1),
  shipping_cost: rupiah("Ongkos kirim baru"),
  note: optionalText("Catatan"),
  valid_until: futureDate("Berlaku sampai"),
});
export type SellerRoundForm = z.output<typeof sellerRoundForm>;

export const cancelOrderForm = z.object({ reason: text("Alasan pembatalan", 500) });

export const rejectPaymentForm = z.object({
  payment_id: z.coerce.number().int().positive(),
  note: text("Catatan penolakan", 500),
});

export const acceptPaymentForm = z.object({ payment_id: z.coerce.number().int().positive() });

export const dispatchForm = z.object({
  partial_id: z.coerce.number().int().positive(),
  courier: text("Kurir", 50),
  awb: z
    .string({ error: required("Nomor resi") })
    .trim()
    .min(1, required("Nomor resi"))
    .max(50, "Nomor resi terlalu panjang! Maksimal 50 karakter.")
    .regex(/^[A-Za-z0-9-]+$/, "Nomor resi hanya boleh berisi huruf, angka dan tanda hubung"),
  shipped_at: pastOrTodayDate("Tanggal kirim"),
});

export const replyForm = (label: string) => z.object({ id: z.coerce.number().int().positive(), reply: text(label) });

export const productEditForm = z.object({
  id: z.coerce.number().int().positive(),
  price: rupiah("Harga"),
  stock: z
    .string({ error: required("Stok") })
    .trim()
    .min(1, required("Stok"))
    .regex(/^\d+$/, "Stok harus berupa angka")
    .transform(Number)
    .pipe(z.number().int().max(9_999_999, "Stok terlalu besar")),
  status: z.enum(["enabled", "disabled"], { error: "Status produk tidak valid" }),
});

// ---------- list queries ----------

export const ADMIN_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** A list's query; anything odd falls back to the default instead of an error page. */
export const adminListQuery = z.object({
  search: z
    .string()
    .trim()
    .transform((value) => value.slice(0, ADMIN_SEARCH_MAX_LENGTH).trim())
    .catch(""),
  per_page: z.coerce
    .number()
    .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size))
    .catch(ADMIN_DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AdminListQuery = z.output<typeof adminListQuery>;

/** The list's URL; defaults left out, so the plain path is the first page. */
export function adminListHref(
  pathname: string,
  query: AdminListQuery & { status?: string },
  extra: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.search) params.set("search", query.search);
  if (query.per_page !== ADMIN_DEFAULT_PAGE_SIZE) params.set("per_page", String(query.per_page));
  if (query.page > 1) params.set("page", String(query.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
