// The work contract (SPK, Surat Perintah Kerja) the buyer saves on an order (profile-area "SPK form",
// §5 "SPK form", §8 "SPK save", the `transaction/store-spk` call). Saving it moves the order to
// `document` (design §7); which statuses allow it: `canFillSpk` in order-status.ts (decision 0090).
import { oneLine } from "./text";
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { ORDER_STATUSES } from "./order-status";

/** Spec §5/§9: the budget ceiling and the year take at most 9 characters. */
export const SPK_PAGU_MAX_LENGTH = 9;
export const SPK_YEAR_MAX_LENGTH = 9;
/** Not in the spec: bounds so a text cannot be a megabyte (an Indonesian NIP has 18 digits). */
export const SPK_TEXT_MAX_LENGTH = 255;
export const SPK_CODE_MAX_LENGTH = 50;
export const SPK_NIP_MAX_LENGTH = 30;
/** The work unit's NPWP: 15 or 16 digits, or its 22-digit NITKU; dots, dashes and spaces are dropped. */
export const SPK_NPWP_MAX_LENGTH = 30;
export const NPWP_DIGITS = /^(\d{15}|\d{16}|\d{22})$/;

/** The official's role (spec's form values first; the calls table's spellings are read as these). */
export const SPK_OFFICIAL_TYPES = ["ppk", "pengguna_anggaran", "kuasa_pengguna_anggaran"] as const;
export const SPK_TREASURER_TYPES = ["bendahara_umum", "bendahara_pengeluaran", "bendahara_pembantu"] as const;
export type SpkOfficialType = (typeof SPK_OFFICIAL_TYPES)[number];
export type SpkTreasurerType = (typeof SPK_TREASURER_TYPES)[number];

/** How the SPK form offers the roles and the seller console shows them (the papers print full titles). */
export const spkOfficialLabels: Record<SpkOfficialType, string> = {
  ppk: "PPK",
  pengguna_anggaran: "Pengguna Anggaran",
  kuasa_pengguna_anggaran: "Kuasa Pengguna Anggaran",
};
export const spkTreasurerLabels: Record<SpkTreasurerType, string> = {
  bendahara_umum: "Bendahara Umum",
  bendahara_pengeluaran: "Bendahara Pengeluaran",
  bendahara_pembantu: "Bendahara Pembantu",
};

/** A stored role code's label; a code from before the choices were fixed, as written. */
export function spkRoleLabel(code: string): string {
  const labels: Record<string, string> = { ...spkOfficialLabels, ...spkTreasurerLabels };
  return labels[code] ?? code;
}

export const spkMessages = {
  satuan_kerja: "Nama Satuan Kerja Wajib Diisi",
  lembaga: "Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi",
  paket_kerja: "Nama Paket Pekerjaan Wajib Diisi",
  tahun_anggaran: "Tahun Anggaran Wajib Diisi",
  sumber_dana: "Sumber Dana Wajib Diisi",
  kode_rekening: "Kode Rekening Anggaran Wajib Diisi",
  pagu_anggaran: "Pagu Anggaran Wajib Diisi",
  tahunDigits: "Tahun Anggaran hanya boleh berisi angka",
  tahunMax: `Tahun Anggaran maksimal ${SPK_YEAR_MAX_LENGTH} karakter`,
  kodeDigits: "Kode Rekening Anggaran hanya boleh berisi angka",
  kodeMax: `Kode Rekening Anggaran maksimal ${SPK_CODE_MAX_LENGTH} karakter`,
  paguDigits: "Pagu Anggaran hanya boleh berisi angka",
  paguMax: `Pagu Anggaran maksimal ${SPK_PAGU_MAX_LENGTH} karakter`,
  textMax: `Maksimal ${SPK_TEXT_MAX_LENGTH} karakter`,
  tipe_pemerintah: "Jabatan pejabat pemerintah tidak valid",
  nama_pemerintah: "Nama Pejabat Wajib Diisi",
  nip_pemerintah: "NIP Pejabat Wajib Diisi",
  tipe_bendahara: "Jenis bendahara tidak valid",
  nama_bendahara: "Nama Bendahara Wajib Diisi",
  nip_bendahara: "NIP Bendahara Wajib Diisi",
  nipDigits: "NIP hanya boleh berisi angka",
  nipMax: `NIP maksimal ${SPK_NIP_MAX_LENGTH} karakter`,
  // Not in the spec: the optional NPWP of the work unit (issue #24), in the form's voice.
  npwp: "NPWP Satuan Kerja harus 15 atau 16 digit angka, atau NITKU 22 digit",
  /** Spec §8: what the shop shows for a 400 with errors on the official's or treasurer's fields. */
  incomplete: "Mohon Lengkapi data anda terlebih dahulu",
  saved: "Data anda telah berhasil disimpan",
} as const;

const requiredText = (required: string, max = SPK_TEXT_MAX_LENGTH, maxMessage: string = spkMessages.textMax) =>
  z.preprocess(
    (value) => value ?? "",
    oneLine(z.string({ error: required }).trim().min(1, required).max(max, maxMessage)),
  );

const requiredDigits = (required: string, notDigits: string, max: number, maxMessage: string) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .regex(/^\d+$/, { error: notDigits, abort: true })
      .max(max, maxMessage),
  );

/** Reads "pengguna angaran", "Pengguna Anggaran" and "pengguna_anggaran" alike. */
const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number], message: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return fallback;
      if (typeof value !== "string") return value;
      return value
        .trim()
        .toLowerCase()
        .replace(/\s+/g, "_")
        .replace(/angaran/g, "anggaran");
    },
    z.enum(values, { error: message }),
  );

/** Optional: blank is null; otherwise the digits of an NPWP or NITKU, written with or without dots. */
export const optionalNpwp = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[.\-\s]/g, "") : value),
    z
      .union([z.literal(""), z.string().max(SPK_NPWP_MAX_LENGTH, message).regex(NPWP_DIGITS, message)])
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
  );

/**
 * `POST transaction/store-spk` (multipart or form, as the spec sends it): every field of the call.
 * `tipe_pemerintah` defaults to ppk and `tipe_bendahara` to bendahara_umum (the form's defaults). The
 * official's and treasurer's names and NIPs are required here (the client does not check them; the
 * shop turns a 400 on them into `Mohon Lengkapi data anda terlebih dahulu`).
 */
export const storeSpkBody = z.object({
  transaction_id: z.preprocess((value) => value ?? "", idParam),
  satuan_kerja: requiredText(spkMessages.satuan_kerja),
  lembaga: requiredText(spkMessages.lembaga),
  paket_kerja: requiredText(spkMessages.paket_kerja),
  tahun_anggaran: requiredDigits(
    spkMessages.tahun_anggaran,
    spkMessages.tahunDigits,
    SPK_YEAR_MAX_LENGTH,
    spkMessages.tahunMax,
  ),
  sumber_dana: requiredText(spkMessages.sumber_dana),
  kode_rekening: requiredDigits(
    spkMessages.kode_rekening,
    spkMessages.kodeDigits,
    SPK_CODE_MAX_LENGTH,
    spkMessages.kodeMax,
  ),
  /** Digits, at most 9; turned into an integer (spec §5). */
  pagu_anggaran: requiredDigits(
    spkMessages.pagu_anggaran,
    spkMessages.paguDigits,
    SPK_PAGU_MAX_LENGTH,
    spkMessages.paguMax,
  ).transform(Number),
  tipe_pemerintah: choice(SPK_OFFICIAL_TYPES, "ppk", spkMessages.tipe_pemerintah),
  nama_pemerintah: requiredText(spkMessages.nama_pemerintah),
  nip_pemerintah: requiredDigits(
    spkMessages.nip_pemerintah,
    spkMessages.nipDigits,
    SPK_NIP_MAX_LENGTH,
    spkMessages.nipMax,
  ),
  tipe_bendahara: choice(SPK_TREASURER_TYPES, "bendahara_umum", spkMessages.tipe_bendahara),
  nama_bendahara: requiredText(spkMessages.nama_bendahara),
  nip_bendahara: requiredDigits(
    spkMessages.nip_bendahara,
    spkMessages.nipDigits,
    SPK_NIP_MAX_LENGTH,
    spkMessages.nipMax,
  ),
  /** Not in the spec's call: the work unit's NPWP, printed on the order's papers when given. */
  npwp_satker: optionalNpwp(spkMessages.npwp),
});
export type StoreSpkBody = z.input<typeof storeSpkBody>;

/** The saved SPK as the buyer's pages read it back (also `spk` of `GET transaction/:id`). */
export const spkRecord = z.object({
  satuan_kerja: z.string(),
  lembaga: z.string(),
  paket_kerja: z.string(),
  tahun_anggaran: z.string(),
  sumber_dana: z.string(),
  kode_rekening: z.string(),
  pagu_anggaran: z.number().int(),
  tipe_pemerintah: z.enum(SPK_OFFICIAL_TYPES),
  nama_pemerintah: z.string(),
  nip_pemerintah: z.string(),
  tipe_bendahara: z.enum(SPK_TREASURER_TYPES),
  nama_bendahara: z.string(),
  nip_bendahara: z.string(),
  npwp_satker: z.string().nullable(),
});
export type SpkRecord = z.infer<typeof spkRecord>;

/** Status 201 with the order's id and new status (`document`) and the saved SPK. */
export const storeSpkResponse = envelope(
  z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES), spk: spkRecord }),
);
