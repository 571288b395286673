// Indonesian texts of the plumbing's own answers (a module's messages live in the module).
export const messages = {
  invalid: "Data yang dikirim tidak valid.",
  controlCharacters: "Tidak boleh berisi karakter kontrol",
  malformed: "Format data tidak valid.",
  unsupportedMedia: "Format data tidak didukung.",
  tooLarge: "Ukuran data terlalu besar.",
  fileTooLarge: "Ukuran file terlalu besar.",
  tooManyParts: "Jumlah data yang dikirim terlalu banyak.",
  badRequest: "Permintaan tidak valid.",
  methodNotAllowed: "Metode tidak diizinkan.",
  routeNotFound: "Endpoint tidak ditemukan.",
  fileNotFound: "Berkas tidak ditemukan.",
  notFound: "Data tidak ditemukan.",
  unauthenticated: "Unauthenticated.",
  forbidden: "Akses ditolak.",
  internal: "Terjadi kesalahan pada server. Silahkan coba lagi nanti.",
  dbDown: "Database tidak tersedia.",
} as const;
