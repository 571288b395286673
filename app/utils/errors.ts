// Isomorphic: the texts of the error page, shared by the services (which throw them) and
// the error boundaries (which render them).

export type ErrorPageData = { message: string; title?: string };

const unavailable: ErrorPageData = {
  title: "Layanan sedang bermasalah",
  message: "Mohon maaf, layanan sedang bermasalah. Silahkan coba lagi dalam beberapa saat.",
};

const texts: Record<number, ErrorPageData> = {
  400: {
    title: "Permintaan tidak valid",
    message: "Permintaan tidak dapat diproses. Silahkan periksa kembali data Anda.",
  },
  403: {
    title: "Akses ditolak",
    message: "Permintaan Anda tidak dapat diverifikasi. Silahkan muat ulang halaman lalu coba lagi.",
  },
  404: { message: "404" },
  413: {
    title: "Data terlalu besar",
    message: "Data yang dikirim terlalu besar atau terlalu banyak. Silahkan periksa kembali isian Anda.",
  },
  502: unavailable,
  503: unavailable,
  504: unavailable,
};

const serverError: ErrorPageData = {
  title: "Terjadi kesalahan",
  message: "Mohon maaf, terjadi kesalahan pada server. Silahkan coba lagi dalam beberapa saat.",
};

/** The Indonesian title and message for an error page of this status. */
export function errorPageData(status: number): ErrorPageData {
  return texts[status] ?? (status >= 500 ? serverError : texts[400]);
}

/** Whether a thrown route error's `data` has the shape the services throw. */
export function isErrorPageData(value: unknown): value is ErrorPageData {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ErrorPageData).message === "string" &&
    ((value as ErrorPageData).title === undefined || typeof (value as ErrorPageData).title === "string")
  );
}
