// The demo catalogue of a procurement shop. Prices are integer rupiah excluding VAT; weights in grams.
import type { Pictogram } from "../seed-images";

export type ProductTemplate = {
  name: string;
  unit: string;
  price: number;
  weight: number;
  specs: readonly (readonly [string, string])[];
  /** Plain paragraphs; the seed wraps them in HTML. Empty for the "no description" state. */
  description: readonly string[];
  pictogram?: Pictogram;
};

export type CategoryTemplate = {
  name: string;
  pictogram: Pictogram;
  hue: number;
  subcategories: readonly { name: string; products: readonly ProductTemplate[] }[];
};

export const units = ["Pcs", "Unit", "Rim", "Box", "Pak", "Lusin", "Set", "Botol", "Buah", "Roll"] as const;
type UnitName = (typeof units)[number];

const product = (
  name: string,
  unit: UnitName,
  price: number,
  weight: number,
  specs: readonly (readonly [string, string])[],
  description: readonly string[],
  pictogram?: Pictogram,
): ProductTemplate => ({ name, unit, price, weight, specs, description, pictogram });

export const catalogue: readonly CategoryTemplate[] = [
  {
    name: "Alat Tulis Kantor",
    pictogram: "pen",
    hue: 212,
    subcategories: [
      {
        name: "Alat Tulis",
        products: [
          product("Pulpen Gel 0,5 mm Hitam", "Lusin", 36_000, 180, [["Ukuran mata", "0,5 mm"], ["Warna tinta", "Hitam"], ["Isi", "12 batang"]], ["Pulpen gel dengan tinta cepat kering untuk kebutuhan administrasi harian.", "Pegangan karet nyaman untuk menulis lama."]),
          product("Pensil Kayu 2B", "Lusin", 30_000, 150, [["Kekerasan", "2B"], ["Isi", "12 batang"]], ["Pensil 2B untuk lembar jawaban komputer dan keperluan kantor."]),
          product("Spidol Permanen Hitam", "Lusin", 84_000, 240, [["Ujung", "Bulat 2 mm"], ["Warna", "Hitam"]], ["Spidol permanen tahan air untuk label arsip dan kardus."]),
        ],
      },
      {
        name: "Map dan Ordner",
        products: [
          product("Ordner Folio 7 cm", "Buah", 27_500, 650, [["Ukuran", "Folio"], ["Lebar punggung", "7 cm"], ["Bahan", "Karton laminasi"]], ["Ordner dengan mekanisme besi untuk menyimpan dokumen berlubang."]),
          product("Map Plastik Kancing Folio", "Pak", 45_000, 900, [["Isi", "12 lembar"], ["Ukuran", "Folio"]], ["Map plastik bening dengan kancing tekan."]),
          product("Box File Plastik", "Buah", 32_000, 500, [], []),
        ],
      },
      {
        name: "Perlengkapan Meja",
        products: [
          product("Stapler HD-10", "Buah", 18_500, 120, [["Isi staples", "No. 10"], ["Kapasitas", "10 lembar"]], ["Stapler kecil untuk penggunaan meja kerja."]),
          product("Gunting Kertas 8 Inci", "Buah", 21_000, 110, [["Panjang", "8 inci"], ["Bahan mata", "Baja tahan karat"]], ["Gunting kertas dengan pegangan ergonomis."]),
          product("Lakban Bening 2 Inci", "Roll", 14_000, 260, [["Lebar", "48 mm"], ["Panjang", "90 yard"]], ["Lakban bening daya rekat tinggi untuk pengemasan."]),
        ],
      },
    ],
  },
  {
    name: "Kertas dan Cetak",
    pictogram: "paper",
    hue: 32,
    subcategories: [
      {
        name: "Kertas HVS",
        products: [
          product("Kertas HVS A4 70 gsm", "Rim", 52_000, 2_300, [["Ukuran", "A4 (210 x 297 mm)"], ["Gramatur", "70 gsm"], ["Isi", "500 lembar"]], ["Kertas HVS putih untuk pencetakan dan fotokopi dokumen dinas."]),
          product("Kertas HVS F4 80 gsm", "Rim", 64_000, 2_900, [["Ukuran", "F4 (215 x 330 mm)"], ["Gramatur", "80 gsm"], ["Isi", "500 lembar"]], ["Kertas folio tebal untuk surat resmi dan laporan."]),
          product("Kertas HVS A3 80 gsm", "Rim", 118_000, 5_000, [["Ukuran", "A3 (297 x 420 mm)"], ["Gramatur", "80 gsm"]], ["Kertas ukuran besar untuk denah, bagan dan poster."]),
        ],
      },
      {
        name: "Amplop",
        products: [
          product("Amplop Putih Kop 110 x 230 mm", "Box", 42_000, 1_100, [["Isi", "100 lembar"], ["Perekat", "Lem"]], ["Amplop putih polos untuk surat dinas."]),
          product("Amplop Coklat Folio", "Pak", 38_000, 1_400, [["Isi", "50 lembar"], ["Ukuran", "Folio"]], ["Amplop coklat untuk dokumen tanpa dilipat."]),
        ],
      },
      {
        name: "Tinta dan Toner",
        products: [
          product("Tinta Printer Hitam 70 ml", "Botol", 95_000, 110, [["Isi", "70 ml"], ["Warna", "Hitam"]], ["Tinta isi ulang untuk printer tangki tinta."], "printer"),
          product("Toner Laser Hitam 85A", "Buah", 410_000, 800, [["Kapasitas", "1.600 halaman"], ["Warna", "Hitam"]], ["Toner untuk printer laser monokrom."], "printer"),
        ],
      },
    ],
  },
  {
    name: "Komputer dan Aksesoris",
    pictogram: "laptop",
    hue: 198,
    subcategories: [
      {
        name: "Laptop",
        products: [
          product("Laptop 14 Inci Core i5 RAM 8 GB", "Unit", 9_850_000, 1_600, [["Prosesor", "Intel Core i5 generasi 12"], ["Memori", "8 GB"], ["Penyimpanan", "SSD 512 GB"], ["Layar", "14 inci Full HD"]], ["Laptop ringan untuk pekerjaan kantor dan rapat daring.", "Garansi resmi 2 tahun."]),
          product("Laptop 15,6 Inci Core i7 RAM 16 GB", "Unit", 15_400_000, 2_100, [["Prosesor", "Intel Core i7 generasi 12"], ["Memori", "16 GB"], ["Penyimpanan", "SSD 1 TB"]], ["Laptop bertenaga untuk pengolahan data dan desain."]),
        ],
      },
      {
        name: "Komputer Meja",
        products: [
          product("PC All-in-One 23,8 Inci", "Unit", 11_250_000, 7_500, [["Prosesor", "Intel Core i5"], ["Memori", "8 GB"], ["Layar", "23,8 inci"]], ["Komputer meja ringkas dengan papan ketik dan tetikus."]),
          product("Monitor LED 24 Inci", "Unit", 1_875_000, 4_200, [["Resolusi", "1920 x 1080"], ["Konektor", "HDMI, VGA"]], ["Monitor untuk meja kerja dengan pengaturan kemiringan."]),
        ],
      },
      {
        name: "Aksesoris Komputer",
        products: [
          product("Mouse Nirkabel", "Buah", 125_000, 90, [["Koneksi", "2,4 GHz"], ["Baterai", "1 x AA"]], ["Mouse nirkabel dengan penerima USB kecil."]),
          product("Keyboard USB Standar", "Buah", 110_000, 550, [["Tata letak", "QWERTY"], ["Kabel", "1,5 m"]], ["Papan ketik berkabel dengan tombol senyap."]),
          product("Flashdisk 64 GB", "Buah", 95_000, 20, [["Kapasitas", "64 GB"], ["Antarmuka", "USB 3.2"]], ["Penyimpanan portabel untuk berkas kerja."]),
          product("Harddisk Eksternal 1 TB", "Buah", 865_000, 200, [["Kapasitas", "1 TB"], ["Antarmuka", "USB 3.0"]], ["Cadangan data kantor yang mudah dibawa."]),
        ],
      },
    ],
  },
  {
    name: "Printer dan Pemindai",
    pictogram: "printer",
    hue: 262,
    subcategories: [
      {
        name: "Printer",
        products: [
          product("Printer Inkjet Tangki Tinta", "Unit", 2_450_000, 5_000, [["Fungsi", "Cetak, pindai, salin"], ["Kecepatan", "10 ipm"]], ["Printer hemat tinta untuk kebutuhan cetak harian."]),
          product("Printer Laser Monokrom", "Unit", 2_890_000, 5_600, [["Kecepatan", "30 ppm"], ["Koneksi", "USB, Wi-Fi"]], ["Printer laser cepat untuk dokumen hitam putih."]),
        ],
      },
      {
        name: "Pemindai",
        products: [
          product("Pemindai Dokumen ADF", "Unit", 6_300_000, 3_100, [["Pengumpan", "ADF 50 lembar"], ["Kecepatan", "35 ppm"]], ["Pemindai dua sisi untuk digitalisasi arsip."]),
        ],
      },
      {
        name: "Mesin Fotokopi",
        products: [
          product("Mesin Fotokopi Multifungsi A3", "Unit", 48_500_000, 68_000, [["Ukuran kertas", "Hingga A3"], ["Kecepatan", "35 lembar per menit"]], ["Mesin fotokopi untuk bagian umum dengan volume besar."]),
        ],
      },
    ],
  },
  {
    name: "Perabot Kantor",
    pictogram: "chair",
    hue: 18,
    subcategories: [
      {
        name: "Kursi",
        products: [
          product("Kursi Kerja Ergonomis", "Unit", 1_350_000, 14_000, [["Sandaran", "Jaring"], ["Penyangga", "Lumbar"]], ["Kursi kerja dengan tinggi yang dapat diatur."]),
          product("Kursi Rapat Lipat", "Unit", 385_000, 5_500, [["Rangka", "Besi"], ["Dudukan", "Busa berlapis kain"]], ["Kursi lipat untuk ruang rapat dan aula."]),
        ],
      },
      {
        name: "Meja",
        products: [
          product("Meja Kerja 120 cm", "Unit", 1_650_000, 32_000, [["Ukuran", "120 x 60 x 75 cm"], ["Bahan", "Particle board"]], ["Meja kerja dengan laci kunci."]),
          product("Meja Rapat Oval 240 cm", "Unit", 5_900_000, 85_000, [["Ukuran", "240 x 120 cm"], ["Kapasitas", "8 orang"]], []),
        ],
      },
      {
        name: "Lemari dan Rak",
        products: [
          product("Lemari Arsip Besi 4 Laci", "Unit", 3_250_000, 45_000, [["Laci", "4"], ["Ukuran", "Folio"]], ["Lemari arsip dengan kunci sentral."]),
          product("Rak Buku Besi 5 Susun", "Unit", 1_120_000, 25_000, [["Susun", "5"], ["Tinggi", "180 cm"]], ["Rak serbaguna untuk buku dan berkas."]),
        ],
      },
    ],
  },
  {
    name: "Elektronik Kantor",
    pictogram: "bulb",
    hue: 46,
    subcategories: [
      {
        name: "Pendingin Ruangan",
        products: [
          product("AC Split 1 PK", "Unit", 4_650_000, 32_000, [["Daya pendinginan", "9.000 BTU"], ["Daya listrik", "780 W"]], ["Pendingin ruangan hemat energi untuk ruang kerja.", "Harga belum termasuk pemasangan."]),
          product("Kipas Angin Dinding 16 Inci", "Unit", 365_000, 4_000, [["Ukuran", "16 inci"], ["Kecepatan", "3 tingkat"]], ["Kipas dinding dengan pengatur waktu."]),
        ],
      },
      {
        name: "Penerangan",
        products: [
          product("Lampu LED 18 Watt", "Buah", 58_000, 150, [["Daya", "18 W"], ["Warna cahaya", "Putih"]], ["Lampu LED hemat energi."]),
          product("Lampu Darurat LED", "Buah", 185_000, 700, [["Daya tahan", "4 jam"]], ["Lampu darurat yang menyala otomatis saat listrik padam."]),
        ],
      },
      {
        name: "Peralatan Pantry",
        products: [
          product("Dispenser Galon Bawah", "Unit", 2_150_000, 16_000, [["Fungsi", "Panas, normal, dingin"]], ["Dispenser air dengan galon di bagian bawah."]),
          product("Kulkas 1 Pintu 180 Liter", "Unit", 2_700_000, 35_000, [["Kapasitas", "180 liter"]], ["Lemari es untuk pantry kantor."]),
        ],
      },
    ],
  },
  {
    name: "Peralatan Rapat",
    pictogram: "projector",
    hue: 282,
    subcategories: [
      {
        name: "Proyektor",
        products: [
          product("Proyektor 3.600 Lumen", "Unit", 7_950_000, 2_700, [["Kecerahan", "3.600 lumen"], ["Resolusi", "XGA"]], ["Proyektor untuk ruang rapat menengah."]),
          product("Layar Proyektor Tripod 70 Inci", "Unit", 890_000, 7_000, [["Ukuran", "70 inci"]], ["Layar proyektor portabel dengan kaki tiga."]),
        ],
      },
      {
        name: "Audio Rapat",
        products: [
          product("Mikrofon Konferensi Meja", "Unit", 1_450_000, 900, [["Pola", "Kardioid"]], ["Mikrofon meja untuk rapat dan sidang."]),
          product("Speaker Aktif 12 Inci", "Unit", 3_150_000, 18_000, [["Daya", "400 W"]], ["Pengeras suara untuk aula dan acara kantor."]),
        ],
      },
      {
        name: "Papan Tulis",
        products: [
          product("Papan Tulis Kaca 90 x 120 cm", "Unit", 1_275_000, 14_000, [["Ukuran", "90 x 120 cm"]], ["Papan tulis kaca yang mudah dibersihkan."]),
          product("Papan Flipchart", "Unit", 760_000, 9_000, [["Tinggi", "Dapat diatur"]], ["Papan flipchart dengan penjepit kertas."]),
        ],
      },
    ],
  },
  {
    name: "Jaringan dan Telekomunikasi",
    pictogram: "network",
    hue: 168,
    subcategories: [
      {
        name: "Perangkat Jaringan",
        products: [
          product("Router Nirkabel Dua Pita", "Unit", 1_150_000, 600, [["Standar", "Wi-Fi 6"], ["Port", "4 x Gigabit"]], ["Router untuk jaringan kantor kecil."]),
          product("Switch 24 Port Gigabit", "Unit", 2_350_000, 3_000, [["Port", "24 x Gigabit"], ["Pemasangan", "Rak 19 inci"]], ["Switch tidak terkelola untuk ruang server."]),
          product("Kabel UTP Cat6 305 m", "Box", 1_650_000, 10_000, [["Kategori", "Cat6"], ["Panjang", "305 m"]], ["Kabel jaringan untuk instalasi gedung."]),
        ],
      },
      {
        name: "Telepon",
        products: [
          product("Pesawat Telepon Kantor", "Unit", 310_000, 800, [["Fitur", "Speakerphone"]], ["Telepon meja untuk sambungan PABX."]),
          product("Telepon IP", "Unit", 1_250_000, 1_000, [["Akun SIP", "2"]], ["Telepon jaringan dengan layar."]),
        ],
      },
    ],
  },
  {
    name: "Kebersihan",
    pictogram: "bottle",
    hue: 140,
    subcategories: [
      {
        name: "Bahan Pembersih",
        products: [
          product("Cairan Pembersih Lantai 5 Liter", "Botol", 78_000, 5_300, [["Isi", "5 liter"], ["Aroma", "Lemon"]], ["Pembersih lantai untuk area kantor."]),
          product("Sabun Cuci Tangan 500 ml", "Botol", 32_000, 560, [["Isi", "500 ml"]], ["Sabun cair antiseptik dengan pompa."]),
        ],
      },
      {
        name: "Peralatan Kebersihan",
        products: [
          product("Tempat Sampah Injak 30 Liter", "Unit", 245_000, 3_000, [["Kapasitas", "30 liter"]], ["Tempat sampah tertutup dengan pedal."]),
          product("Alat Pel Lantai Putar", "Set", 175_000, 2_200, [["Isi", "Ember dan tongkat pel"]], ["Pel putar dengan pemeras."]),
          product("Sapu Ijuk", "Buah", 35_000, 600, [], ["Sapu ijuk dengan gagang kayu."]),
        ],
      },
    ],
  },
  {
    name: "Kesehatan dan K3",
    pictogram: "medkit",
    hue: 2,
    subcategories: [
      {
        name: "Kotak P3K",
        products: [
          product("Kotak P3K Dinding Lengkap", "Set", 425_000, 2_000, [["Isi", "Sesuai standar kantor"]], ["Kotak pertolongan pertama dengan isi lengkap."]),
        ],
      },
      {
        name: "Alat Pelindung Diri",
        products: [
          product("Masker Medis 3 Lapis", "Box", 38_000, 300, [["Isi", "50 lembar"]], ["Masker sekali pakai tiga lapis."]),
          product("Sarung Tangan Nitril", "Box", 95_000, 600, [["Isi", "100 lembar"], ["Ukuran", "M"]], ["Sarung tangan bebas lateks."]),
          product("Helm Proyek", "Buah", 65_000, 450, [["Warna", "Putih"]], ["Helm keselamatan untuk kunjungan lapangan."]),
        ],
      },
      {
        name: "Alat Pemadam",
        products: [
          product("APAR Serbuk 3 kg", "Unit", 575_000, 5_000, [["Isi", "3 kg serbuk kimia"], ["Kelas", "ABC"]], ["Alat pemadam api ringan dengan braket dinding."]),
        ],
      },
    ],
  },
  // No sub-categories: the sidebar links it straight to /produk?kategori={id}.
  { name: "Paket Pengadaan Lainnya", pictogram: "box", hue: 300, subcategories: [] },
];
