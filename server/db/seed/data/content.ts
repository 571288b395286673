// Store settings, help texts, couriers and banner layout. HTML fields are rendered after sanitising.
import type { BannerPosition } from "@contract/banner";
import type { Pictogram } from "../images";

export const storeSettings = {
  id: 1,
  phone: "081234567890",
  email: "layanan@tokopengadaan.go.id",
  address: "Jl. Jenderal Urip Sumoharjo No. 269, Panakkukang, Kota Makassar, Sulawesi Selatan 90231",
  provinceId: 73, // Sulawesi Selatan
  districtId: 7371, // Kota Makassar: the shipping origin
  lat: -5.1356,
  long: 119.4458,
  facebook: "https://www.facebook.com/tokopengadaan",
  twitter: "https://twitter.com/tokopengadaan",
  instagram: "https://www.instagram.com/tokopengadaan",
  linkedin: "https://www.linkedin.com/company/tokopengadaan",
  // The seller on its papers (issue #24); a demo identity, editable in the seller console.
  legalName: "PT Toko Pengadaan Nusantara",
  nib: "9120301234567",
  npwp: "0123456789012345",
  bankName: "Bank Sulselbar",
  bankAccountNumber: "1500123456789",
  bankAccountName: "PT Toko Pengadaan Nusantara",
  signatoryName: "Andi Muhammad Fajar",
  signatoryTitle: "Direktur",
  tac: [
    "<h2>Syarat dan Ketentuan</h2>",
    "<p>Dengan mendaftar dan menggunakan layanan Toko Pengadaan, Anda menyetujui ketentuan berikut.</p>",
    "<ol>",
    "<li>Akun hanya diperuntukkan bagi pejabat pengadaan atau pegawai yang ditugaskan oleh instansinya.</li>",
    "<li>Data LPSE, KLDI, NIP, nama PP dan nama PPK yang diisi harus benar dan dapat dipertanggungjawabkan.</li>",
    "<li>Harga yang tercantum belum termasuk PPN 11% dan ongkos kirim.</li>",
    "<li>Permintaan pembelian mengikat setelah penjual mengonfirmasi dan Surat Perintah Kerja (SPK) disimpan.</li>",
    "<li>Pembayaran dilakukan melalui transfer bank daerah atau penyedia pembayaran yang tersedia.</li>",
    "</ol>",
  ].join(""),
  pp: [
    "<h2>Kebijakan Privasi</h2>",
    "<p>Kami mengumpulkan data akun, data instansi dan alamat pengiriman hanya untuk memproses pesanan Anda.</p>",
    "<p>Data tidak dibagikan kepada pihak lain kecuali kepada jasa pengiriman dan penyedia pembayaran yang diperlukan untuk menyelesaikan transaksi.</p>",
    "<p>Anda dapat meminta perubahan atau penghapusan data melalui menu Chat atau surel layanan kami.</p>",
  ].join(""),
  about: [
    "<h2>Tentang Kami</h2>",
    "<p>Toko Pengadaan adalah toko daring untuk kebutuhan barang instansi pemerintah: alat tulis, perangkat komputer, perabot, hingga perlengkapan kebersihan dan K3.</p>",
    "<p>Setiap transaksi mendukung negosiasi harga, pengiriman bertahap dan dokumen pengadaan seperti SPK, BAST dan kwitansi.</p>",
  ].join(""),
  tacPriceNego: [
    "<h3>Ketentuan Negosiasi Harga</h3>",
    "<ul>",
    "<li>Negosiasi dapat diajukan per produk dan untuk ongkos kirim sebelum permintaan pembelian dikirim.</li>",
    "<li>Penjual dapat menerima, menolak atau memberikan penawaran balik.</li>",
    "<li>Harga hasil negosiasi menjadi dasar perhitungan PPN 11%.</li>",
    "</ul>",
  ].join(""),
};

export const faqs: readonly { question: string; answer: string }[] = [
  {
    question: "Bagaimana cara mendaftar akun?",
    answer:
      "<p>Pilih <strong>Registrasi</strong>, lengkapi data instansi dan penerima, lalu buka tautan verifikasi yang kami kirim ke surel Anda.</p>",
  },
  {
    question: "Apakah harga sudah termasuk PPN?",
    answer: "<p>Belum. Harga yang tampil belum termasuk PPN 11%, yang dihitung pada halaman checkout.</p>",
  },
  {
    question: "Bisakah saya menawar harga?",
    answer:
      "<p>Bisa. Pada halaman checkout, ajukan harga per produk atau ongkos kirim. Penjual akan menanggapi pada tab Negosiasi.</p>",
  },
  {
    question: "Apakah pengiriman dapat dilakukan bertahap?",
    answer:
      "<p>Bisa, untuk produk dengan jumlah lebih dari satu. Bagi jumlahnya ke beberapa pengiriman parsial saat checkout.</p>",
  },
  {
    question: "Metode pembayaran apa saja yang tersedia?",
    answer:
      "<p>Transfer bank daerah (BPD) dengan unggah bukti bayar, atau kartu dan dompet digital melalui penyedia pembayaran.</p>",
  },
];

export const couriers: readonly { code: string; name: string; status: "enabled" | "disabled" }[] = [
  { code: "jne", name: "Jalur Nugraha Ekakurir (JNE)", status: "enabled" },
  { code: "pos", name: "POS Indonesia (POS)", status: "enabled" },
  { code: "tiki", name: "Citra Van Titipan Kilat (TIKI)", status: "enabled" },
  { code: "sicepat", name: "SiCepat Express", status: "disabled" },
];

export type BannerTemplate = {
  position: BannerPosition;
  /** Storage key without extension. */
  key: string;
  width: number;
  height: number;
  hue: number;
  pictograms: readonly Pictogram[];
  url: string | null;
};

export const bannerTemplates: readonly BannerTemplate[] = [
  {
    position: "Slider",
    key: "banners/slider-1",
    width: 1200,
    height: 400,
    hue: 352,
    pictograms: ["laptop", "printer", "pen"],
    url: "/produk/promo?page=1",
  },
  {
    position: "Slider",
    key: "banners/slider-2",
    width: 1200,
    height: 400,
    hue: 210,
    pictograms: ["chair", "bulb", "projector"],
    url: "/produk?page=1&kategori=5",
  },
  {
    position: "Slider",
    key: "banners/slider-3",
    width: 1200,
    height: 400,
    hue: 150,
    pictograms: ["bottle", "medkit", "box"],
    url: "/produk?page=1&kategori=9",
  },
  {
    position: "Banner 1",
    key: "banners/banner-1",
    width: 600,
    height: 300,
    hue: 24,
    pictograms: ["paper"],
    url: "/produk?page=1&kategori=2",
  },
  {
    position: "Banner 2",
    key: "banners/banner-2",
    width: 600,
    height: 300,
    hue: 196,
    pictograms: ["network"],
    url: "/produk?page=1&kategori=8",
  },
  {
    position: "Banner 3",
    key: "banners/banner-3",
    width: 600,
    height: 300,
    hue: 276,
    pictograms: ["projector"],
    url: "/produk?page=1&kategori=7",
  },
  {
    position: "Login Page",
    key: "banners/login",
    width: 720,
    height: 960,
    hue: 352,
    pictograms: ["laptop"],
    url: null,
  },
  {
    position: "Registration Page",
    key: "banners/register",
    width: 720,
    height: 960,
    hue: 212,
    pictograms: ["paper"],
    url: null,
  },
  {
    position: "Forget Password Page",
    key: "banners/forget-password",
    width: 720,
    height: 960,
    hue: 168,
    pictograms: ["network"],
    url: null,
  },
  {
    position: "Reset Password Page",
    key: "banners/reset-password",
    width: 720,
    height: 960,
    hue: 46,
    pictograms: ["bulb"],
    url: null,
  },
];
