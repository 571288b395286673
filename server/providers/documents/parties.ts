// The parties as the papers name them (issue #24): Indonesian role titles instead of the form's codes,
// the seller by its legal name and named signatory, an address written once.

const ROLE_TITLES: Readonly<Record<string, string>> = {
  ppk: "Pejabat Pembuat Komitmen",
  pejabat_pembuat_komitmen: "Pejabat Pembuat Komitmen",
  pengguna_anggaran: "Pengguna Anggaran",
  kuasa_pengguna_anggaran: "Kuasa Pengguna Anggaran",
  pp: "Pejabat Pengadaan",
  pejabat_pengadaan: "Pejabat Pengadaan",
  bendahara_umum: "Bendahara Umum",
  bendahara_pengeluaran: "Bendahara Pengeluaran",
  bendahara_pembantu: "Bendahara Pengeluaran Pembantu",
};

/** "ppk", "bendahara pengeluaran" or "bendahara_pengeluaran" → its title; an unknown code as written. */
export function roleTitle(code: string): string {
  const key = code.trim().toLowerCase().replace(/\s+/g, "_");
  return ROLE_TITLES[key] ?? code.trim();
}

/**
 * The shop's address once: the settings' address line often already ends with the city and province
 * ("…, Kota Makassar, Sulawesi Selatan 90231"); they are added only when it does not name them.
 */
export function addressOnce(address: string, city: string, province: string): string {
  const lower = address.toLowerCase();
  const missing = [city, province].filter((part) => part && !lower.includes(part.toLowerCase()));
  return [address.trim(), ...missing].join(", ");
}

/** What the papers print where the seller has not filled a field in yet. */
export const NOT_FILLED = "(belum diisi penjual)";
export const orNotFilled = (value: string | null | undefined): string =>
  value && value.trim() !== "" ? value.trim() : NOT_FILLED;
