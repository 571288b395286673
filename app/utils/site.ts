/** The shop's name as the chrome, titles and copyright line show it. */
export const SITE_NAME = "Toko Pengadaan";

/** The spec fixes the copyright year. */
export const COPYRIGHT_YEAR = 2022;

export const MAIN_CONTENT_ID = "konten";
