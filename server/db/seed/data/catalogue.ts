// The demo catalogue of a procurement shop. Prices are integer rupiah excluding VAT; weights in grams.
import type { Pictogram } from "../images";

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
          product(
            "Pulpen Gel 0,5 mm Hitam",
            "Lusin",
            36_000,
            180,
            [
              ["Ukuran mata", "0,5 mm"],
              ["Warna tinta", "Hitam"],
              ["Isi", "12 batang"],
            ],
            [
              "Pulpen gel dengan tinta cepat kering untuk kebutuhan administrasi harian.",
              "Pegangan karet nyaman untuk menulis lama.",
            ],
          ),
          product(
            "Pensil Kayu 2B",
            "Lusin",
            30_000,
            150,
            [
              ["Kekerasan", "2B"],
              ["Isi", "12 batang"],
            ],
            ["Pensil 2B untuk lembar jawaban komputer dan keperluan kantor."],
          ),
          product(
            "Spidol Permanen Hitam",
            "Lusin",
            84_000,
            240,
            [
              ["Ujung", "Bulat 2 mm"],
              ["Warna", "Hitam"],
            ],
            ["Spidol permanen tahan air untuk label arsip dan kardus."],
          ),
        ],
      },
      {
        name: "Map dan Ordner",
        products: [
          product(
            "Ordner Folio 7 cm",
            "Buah",
            27_500,
            650,
            [
              ["Ukuran", "Folio"],
              ["Lebar punggung", "7 cm"],
              ["Bahan", "Karton laminasi"],
            ],
            ["Ordner dengan mekanisme besi untuk menyimpan dokumen berlubang."],
          ),
          product(
            "Map Plastik Kancing Folio",
            "Pak",
            45_000,
            900,
            [
              ["Isi", "12 lembar"],
              ["Ukuran", "Folio"],
            ],
            ["Map plastik bening dengan kancing tekan."],
          ),
          product("Box File Plastik", "Buah", 32_000, 500, [], []),
        ],
      },
      {
        name: "Perlengkapan Meja",
        products: [
          product(
            "Stapler HD-10",
            "Buah",
            18_500,
            120,
            [
              ["Isi staples", "No. 10"],
              ["Kapasitas", "10 lembar"],
            ],
            ["Stapler kecil untuk penggunaan meja kerja."],
          ),
          product(
            "Gunting Kertas 8 Inci",
            "Buah",
            21_000,
            110,
            [
              ["Panjang", "8 inci"],
              ["Bahan mata", "Baja tahan karat"],
            ],
            ["Gunting kertas dengan pegangan ergonomis."],
          ),
          product(
            "Lakban Bening 2 Inci",
            "Roll",
            14_000,
            260,
            [
              ["Lebar", "48 mm"],
              ["Panjang", "90 yard"],
            ],
            ["Lakban bening daya rekat tinggi untuk pengemasan."],
          ),
        ],
      },
      {
        name: "Kertas Catatan dan Label",
        products: [
          product(
            "Kertas Catatan Tempel 3 x 3 Inci",
            "Pak",
            42_000,
            350,
            [
              ["Ukuran", "76 x 76 mm"],
              ["Isi", "12 blok x 100 lembar"],
            ],
            ["Kertas catatan tempel berwarna untuk penanda dokumen dan pengingat."],
          ),
          product(
            "Label Stiker Undangan No. 103",
            "Pak",
            26_000,
            250,
            [
              ["Isi", "10 lembar"],
              ["Ukuran label", "32 x 64 mm"],
            ],
            ["Label stiker putih untuk amplop undangan dan map arsip."],
          ),
          product(
            "Buku Agenda Surat Folio",
            "Buah",
            38_000,
            900,
            [
              ["Isi", "100 lembar"],
              ["Ukuran", "Folio"],
            ],
            ["Buku agenda bergaris untuk mencatat surat masuk dan keluar."],
          ),
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
          product(
            "Kertas HVS A4 70 gsm",
            "Rim",
            52_000,
            2_300,
            [
              ["Ukuran", "A4 (210 x 297 mm)"],
              ["Gramatur", "70 gsm"],
              ["Isi", "500 lembar"],
            ],
            ["Kertas HVS putih untuk pencetakan dan fotokopi dokumen dinas."],
          ),
          product(
            "Kertas HVS F4 80 gsm",
            "Rim",
            64_000,
            2_900,
            [
              ["Ukuran", "F4 (215 x 330 mm)"],
              ["Gramatur", "80 gsm"],
              ["Isi", "500 lembar"],
            ],
            ["Kertas folio tebal untuk surat resmi dan laporan."],
          ),
          product(
            "Kertas HVS A3 80 gsm",
            "Rim",
            118_000,
            5_000,
            [
              ["Ukuran", "A3 (297 x 420 mm)"],
              ["Gramatur", "80 gsm"],
            ],
            ["Kertas ukuran besar untuk denah, bagan dan poster."],
          ),
        ],
      },
      {
        name: "Amplop",
        products: [
          product(
            "Amplop Putih Kop 110 x 230 mm",
            "Box",
            42_000,
            1_100,
            [
              ["Isi", "100 lembar"],
              ["Perekat", "Lem"],
            ],
            ["Amplop putih polos untuk surat dinas."],
          ),
          product(
            "Amplop Coklat Folio",
            "Pak",
            38_000,
            1_400,
            [
              ["Isi", "50 lembar"],
              ["Ukuran", "Folio"],
            ],
            ["Amplop coklat untuk dokumen tanpa dilipat."],
          ),
        ],
      },
      {
        name: "Tinta dan Toner",
        products: [
          product(
            "Tinta Printer Hitam 70 ml",
            "Botol",
            95_000,
            110,
            [
              ["Isi", "70 ml"],
              ["Warna", "Hitam"],
            ],
            ["Tinta isi ulang untuk printer tangki tinta."],
            "printer",
          ),
          product(
            "Toner Laser Hitam 85A",
            "Buah",
            410_000,
            800,
            [
              ["Kapasitas", "1.600 halaman"],
              ["Warna", "Hitam"],
            ],
            ["Toner untuk printer laser monokrom."],
            "printer",
          ),
        ],
      },
      {
        name: "Kertas Khusus",
        products: [
          product(
            "Kertas Foto Glossy A4 230 gsm",
            "Pak",
            48_000,
            1_200,
            [
              ["Ukuran", "A4"],
              ["Gramatur", "230 gsm"],
              ["Isi", "20 lembar"],
            ],
            ["Kertas foto mengilap untuk mencetak dokumentasi kegiatan."],
          ),
          product(
            "Kertas Sertifikat Linen A4",
            "Pak",
            55_000,
            1_000,
            [
              ["Ukuran", "A4"],
              ["Isi", "50 lembar"],
            ],
            ["Kertas bertekstur linen untuk piagam dan sertifikat."],
          ),
          product(
            "Kertas Karton Manila Warna",
            "Pak",
            35_000,
            1_500,
            [
              ["Ukuran", "55 x 75 cm"],
              ["Isi", "10 lembar"],
            ],
            ["Karton manila warna-warni untuk papan informasi dan kegiatan."],
          ),
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
          product(
            "Laptop 14 Inci Core i5 RAM 8 GB",
            "Unit",
            9_850_000,
            1_600,
            [
              ["Prosesor", "Intel Core i5 generasi 12"],
              ["Memori", "8 GB"],
              ["Penyimpanan", "SSD 512 GB"],
              ["Layar", "14 inci Full HD"],
            ],
            ["Laptop ringan untuk pekerjaan kantor dan rapat daring.", "Garansi resmi 2 tahun."],
          ),
          product(
            "Laptop 15,6 Inci Core i7 RAM 16 GB",
            "Unit",
            15_400_000,
            2_100,
            [
              ["Prosesor", "Intel Core i7 generasi 12"],
              ["Memori", "16 GB"],
              ["Penyimpanan", "SSD 1 TB"],
            ],
            ["Laptop bertenaga untuk pengolahan data dan desain."],
          ),
        ],
      },
      {
        name: "Komputer Meja",
        products: [
          product(
            "PC All-in-One 23,8 Inci",
            "Unit",
            11_250_000,
            7_500,
            [
              ["Prosesor", "Intel Core i5"],
              ["Memori", "8 GB"],
              ["Layar", "23,8 inci"],
            ],
            ["Komputer meja ringkas dengan papan ketik dan tetikus."],
          ),
          product(
            "Monitor LED 24 Inci",
            "Unit",
            1_875_000,
            4_200,
            [
              ["Resolusi", "1920 x 1080"],
              ["Konektor", "HDMI, VGA"],
            ],
            ["Monitor untuk meja kerja dengan pengaturan kemiringan."],
          ),
        ],
      },
      {
        name: "Aksesoris Komputer",
        products: [
          product(
            "Mouse Nirkabel",
            "Buah",
            125_000,
            90,
            [
              ["Koneksi", "2,4 GHz"],
              ["Baterai", "1 x AA"],
            ],
            ["Mouse nirkabel dengan penerima USB kecil."],
          ),
          product(
            "Keyboard USB Standar",
            "Buah",
            110_000,
            550,
            [
              ["Tata letak", "QWERTY"],
              ["Kabel", "1,5 m"],
            ],
            ["Papan ketik berkabel dengan tombol senyap."],
          ),
          product(
            "Flashdisk 64 GB",
            "Buah",
            95_000,
            20,
            [
              ["Kapasitas", "64 GB"],
              ["Antarmuka", "USB 3.2"],
            ],
            ["Penyimpanan portabel untuk berkas kerja."],
          ),
          product(
            "Harddisk Eksternal 1 TB",
            "Buah",
            865_000,
            200,
            [
              ["Kapasitas", "1 TB"],
              ["Antarmuka", "USB 3.0"],
            ],
            ["Cadangan data kantor yang mudah dibawa."],
          ),
        ],
      },
      {
        name: "Perangkat Lunak",
        products: [
          product(
            "Lisensi Perangkat Lunak Perkantoran",
            "Unit",
            2_150_000,
            50,
            [
              ["Jenis lisensi", "Perpetual"],
              ["Jumlah perangkat", "1 PC"],
            ],
            ["Lisensi resmi aplikasi pengolah kata, lembar kerja dan presentasi."],
          ),
          product(
            "Lisensi Antivirus 1 Tahun",
            "Unit",
            285_000,
            50,
            [
              ["Masa berlaku", "1 tahun"],
              ["Jumlah perangkat", "1 PC"],
            ],
            ["Perlindungan komputer kantor dari virus dan perangkat perusak."],
          ),
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
          product(
            "Printer Inkjet Tangki Tinta",
            "Unit",
            2_450_000,
            5_000,
            [
              ["Fungsi", "Cetak, pindai, salin"],
              ["Kecepatan", "10 ipm"],
            ],
            ["Printer hemat tinta untuk kebutuhan cetak harian."],
          ),
          product(
            "Printer Laser Monokrom",
            "Unit",
            2_890_000,
            5_600,
            [
              ["Kecepatan", "30 ppm"],
              ["Koneksi", "USB, Wi-Fi"],
            ],
            ["Printer laser cepat untuk dokumen hitam putih."],
          ),
        ],
      },
      {
        name: "Pemindai",
        products: [
          product(
            "Pemindai Dokumen ADF",
            "Unit",
            6_300_000,
            3_100,
            [
              ["Pengumpan", "ADF 50 lembar"],
              ["Kecepatan", "35 ppm"],
            ],
            ["Pemindai dua sisi untuk digitalisasi arsip."],
          ),
        ],
      },
      {
        name: "Mesin Fotokopi",
        products: [
          product(
            "Mesin Fotokopi Multifungsi A3",
            "Unit",
            48_500_000,
            68_000,
            [
              ["Ukuran kertas", "Hingga A3"],
              ["Kecepatan", "35 lembar per menit"],
            ],
            ["Mesin fotokopi untuk bagian umum dengan volume besar."],
          ),
        ],
      },
      {
        name: "Laminating dan Penjilid",
        products: [
          product(
            "Mesin Laminating A3",
            "Unit",
            1_250_000,
            3_500,
            [
              ["Ukuran maksimal", "A3"],
              ["Waktu pemanasan", "3 menit"],
            ],
            ["Mesin laminasi panas untuk melindungi dokumen penting."],
          ),
          product(
            "Mesin Jilid Spiral",
            "Unit",
            1_850_000,
            9_000,
            [
              ["Kapasitas pons", "15 lembar"],
              ["Ukuran", "Folio"],
            ],
            ["Penjilid spiral untuk laporan dan dokumen pengadaan."],
          ),
          product(
            "Plastik Laminating Folio",
            "Box",
            95_000,
            1_800,
            [
              ["Ketebalan", "100 mikron"],
              ["Isi", "100 lembar"],
            ],
            ["Plastik laminasi bening ukuran folio."],
          ),
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
          product(
            "Kursi Kerja Ergonomis",
            "Unit",
            1_350_000,
            14_000,
            [
              ["Sandaran", "Jaring"],
              ["Penyangga", "Lumbar"],
            ],
            ["Kursi kerja dengan tinggi yang dapat diatur."],
          ),
          product(
            "Kursi Rapat Lipat",
            "Unit",
            385_000,
            5_500,
            [
              ["Rangka", "Besi"],
              ["Dudukan", "Busa berlapis kain"],
            ],
            ["Kursi lipat untuk ruang rapat dan aula."],
          ),
        ],
      },
      {
        name: "Meja",
        products: [
          product(
            "Meja Kerja 120 cm",
            "Unit",
            1_650_000,
            32_000,
            [
              ["Ukuran", "120 x 60 x 75 cm"],
              ["Bahan", "Particle board"],
            ],
            ["Meja kerja dengan laci kunci."],
          ),
          product(
            "Meja Rapat Oval 240 cm",
            "Unit",
            5_900_000,
            85_000,
            [
              ["Ukuran", "240 x 120 cm"],
              ["Kapasitas", "8 orang"],
            ],
            [],
          ),
        ],
      },
      {
        name: "Lemari dan Rak",
        products: [
          product(
            "Lemari Arsip Besi 4 Laci",
            "Unit",
            3_250_000,
            45_000,
            [
              ["Laci", "4"],
              ["Ukuran", "Folio"],
            ],
            ["Lemari arsip dengan kunci sentral."],
          ),
          product(
            "Rak Buku Besi 5 Susun",
            "Unit",
            1_120_000,
            25_000,
            [
              ["Susun", "5"],
              ["Tinggi", "180 cm"],
            ],
            ["Rak serbaguna untuk buku dan berkas."],
          ),
        ],
      },
      {
        name: "Sofa dan Meja Tamu",
        products: [
          product(
            "Sofa Tamu 3 Dudukan",
            "Unit",
            4_750_000,
            55_000,
            [
              ["Bahan", "Oscar"],
              ["Dudukan", "3 orang"],
            ],
            ["Sofa untuk ruang tunggu dan ruang tamu pimpinan."],
          ),
          product(
            "Meja Tamu Kaca Minimalis",
            "Unit",
            1_350_000,
            22_000,
            [
              ["Ukuran", "100 x 50 cm"],
              ["Bahan", "Kaca tempered dan kayu"],
            ],
            ["Meja tamu berlapis kaca untuk ruang tunggu."],
          ),
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
          product(
            "AC Split 1 PK",
            "Unit",
            4_650_000,
            32_000,
            [
              ["Daya pendinginan", "9.000 BTU"],
              ["Daya listrik", "780 W"],
            ],
            ["Pendingin ruangan hemat energi untuk ruang kerja.", "Harga belum termasuk pemasangan."],
          ),
          product(
            "Kipas Angin Dinding 16 Inci",
            "Unit",
            365_000,
            4_000,
            [
              ["Ukuran", "16 inci"],
              ["Kecepatan", "3 tingkat"],
            ],
            ["Kipas dinding dengan pengatur waktu."],
          ),
        ],
      },
      {
        name: "Penerangan",
        products: [
          product(
            "Lampu LED 18 Watt",
            "Buah",
            58_000,
            150,
            [
              ["Daya", "18 W"],
              ["Warna cahaya", "Putih"],
            ],
            ["Lampu LED hemat energi."],
          ),
          product(
            "Lampu Darurat LED",
            "Buah",
            185_000,
            700,
            [["Daya tahan", "4 jam"]],
            ["Lampu darurat yang menyala otomatis saat listrik padam."],
          ),
        ],
      },
      {
        name: "Peralatan Pantry",
        products: [
          product(
            "Dispenser Galon Bawah",
            "Unit",
            2_150_000,
            16_000,
            [["Fungsi", "Panas, normal, dingin"]],
            ["Dispenser air dengan galon di bagian bawah."],
          ),
          product(
            "Kulkas 1 Pintu 180 Liter",
            "Unit",
            2_700_000,
            35_000,
            [["Kapasitas", "180 liter"]],
            ["Lemari es untuk pantry kantor."],
          ),
        ],
      },
      {
        name: "Peralatan Listrik",
        products: [
          product(
            "Stop Kontak 4 Lubang dengan Saklar",
            "Buah",
            85_000,
            400,
            [
              ["Lubang", "4"],
              ["Panjang kabel", "3 m"],
            ],
            ["Stop kontak berpengaman untuk meja kerja."],
          ),
          product(
            "Kabel Roll 10 Meter",
            "Buah",
            145_000,
            1_500,
            [
              ["Panjang", "10 m"],
              ["Lubang", "4"],
            ],
            ["Kabel roll untuk kegiatan di aula dan lapangan."],
          ),
          product(
            "UPS 1200 VA",
            "Unit",
            1_450_000,
            9_500,
            [
              ["Kapasitas", "1200 VA"],
              ["Waktu cadangan", "15 menit"],
            ],
            ["Catu daya cadangan agar komputer tetap menyala saat listrik padam."],
          ),
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
          product(
            "Proyektor 3.600 Lumen",
            "Unit",
            7_950_000,
            2_700,
            [
              ["Kecerahan", "3.600 lumen"],
              ["Resolusi", "XGA"],
            ],
            ["Proyektor untuk ruang rapat menengah."],
          ),
          product(
            "Layar Proyektor Tripod 70 Inci",
            "Unit",
            890_000,
            7_000,
            [["Ukuran", "70 inci"]],
            ["Layar proyektor portabel dengan kaki tiga."],
          ),
        ],
      },
      {
        name: "Audio Rapat",
        products: [
          product(
            "Mikrofon Konferensi Meja",
            "Unit",
            1_450_000,
            900,
            [["Pola", "Kardioid"]],
            ["Mikrofon meja untuk rapat dan sidang."],
          ),
          product(
            "Speaker Aktif 12 Inci",
            "Unit",
            3_150_000,
            18_000,
            [["Daya", "400 W"]],
            ["Pengeras suara untuk aula dan acara kantor."],
          ),
        ],
      },
      {
        name: "Papan Tulis",
        products: [
          product(
            "Papan Tulis Kaca 90 x 120 cm",
            "Unit",
            1_275_000,
            14_000,
            [["Ukuran", "90 x 120 cm"]],
            ["Papan tulis kaca yang mudah dibersihkan."],
          ),
          product(
            "Papan Flipchart",
            "Unit",
            760_000,
            9_000,
            [["Tinggi", "Dapat diatur"]],
            ["Papan flipchart dengan penjepit kertas."],
          ),
        ],
      },
      {
        name: "Perlengkapan Presentasi",
        products: [
          product(
            "Laser Pointer Presentasi Nirkabel",
            "Buah",
            235_000,
            80,
            [
              ["Jangkauan", "15 m"],
              ["Koneksi", "USB 2,4 GHz"],
            ],
            ["Penunjuk laser dengan tombol pindah slide."],
          ),
          product(
            "Papan Nama Meja Akrilik",
            "Buah",
            45_000,
            150,
            [
              ["Ukuran", "20 x 7 cm"],
              ["Bahan", "Akrilik bening"],
            ],
            ["Papan nama untuk meja rapat dan sidang."],
          ),
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
          product(
            "Router Nirkabel Dua Pita",
            "Unit",
            1_150_000,
            600,
            [
              ["Standar", "Wi-Fi 6"],
              ["Port", "4 x Gigabit"],
            ],
            ["Router untuk jaringan kantor kecil."],
          ),
          product(
            "Switch 24 Port Gigabit",
            "Unit",
            2_350_000,
            3_000,
            [
              ["Port", "24 x Gigabit"],
              ["Pemasangan", "Rak 19 inci"],
            ],
            ["Switch tidak terkelola untuk ruang server."],
          ),
          product(
            "Kabel UTP Cat6 305 m",
            "Box",
            1_650_000,
            10_000,
            [
              ["Kategori", "Cat6"],
              ["Panjang", "305 m"],
            ],
            ["Kabel jaringan untuk instalasi gedung."],
          ),
        ],
      },
      {
        name: "Telepon",
        products: [
          product(
            "Pesawat Telepon Kantor",
            "Unit",
            310_000,
            800,
            [["Fitur", "Speakerphone"]],
            ["Telepon meja untuk sambungan PABX."],
          ),
          product("Telepon IP", "Unit", 1_250_000, 1_000, [["Akun SIP", "2"]], ["Telepon jaringan dengan layar."]),
        ],
      },
      {
        name: "Kabel dan Konektor",
        products: [
          product(
            "Konektor RJ45 Cat6",
            "Box",
            165_000,
            300,
            [
              ["Isi", "100 buah"],
              ["Kategori", "Cat6"],
            ],
            ["Konektor jaringan berlapis emas."],
          ),
          product(
            "Kabel HDMI 5 Meter",
            "Buah",
            115_000,
            350,
            [
              ["Panjang", "5 m"],
              ["Versi", "HDMI 2.0"],
            ],
            ["Kabel HDMI untuk proyektor dan layar rapat."],
          ),
        ],
      },
      {
        name: "Radio Komunikasi",
        products: [
          product(
            "Handy Talky Dua Arah",
            "Unit",
            850_000,
            400,
            [
              ["Jangkauan", "5 km"],
              ["Kanal", "16"],
            ],
            ["Radio genggam untuk koordinasi petugas lapangan dan keamanan."],
          ),
          product(
            "Radio Rig Pangkalan VHF",
            "Unit",
            4_350_000,
            2_500,
            [
              ["Daya pancar", "50 W"],
              ["Frekuensi", "VHF"],
            ],
            ["Radio pangkalan untuk pos komando dan posko bencana."],
          ),
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
          product(
            "Cairan Pembersih Lantai 5 Liter",
            "Botol",
            78_000,
            5_300,
            [
              ["Isi", "5 liter"],
              ["Aroma", "Lemon"],
            ],
            ["Pembersih lantai untuk area kantor."],
          ),
          product(
            "Sabun Cuci Tangan 500 ml",
            "Botol",
            32_000,
            560,
            [["Isi", "500 ml"]],
            ["Sabun cair antiseptik dengan pompa."],
          ),
        ],
      },
      {
        name: "Peralatan Kebersihan",
        products: [
          product(
            "Tempat Sampah Injak 30 Liter",
            "Unit",
            245_000,
            3_000,
            [["Kapasitas", "30 liter"]],
            ["Tempat sampah tertutup dengan pedal."],
          ),
          product(
            "Alat Pel Lantai Putar",
            "Set",
            175_000,
            2_200,
            [["Isi", "Ember dan tongkat pel"]],
            ["Pel putar dengan pemeras."],
          ),
          product("Sapu Ijuk", "Buah", 35_000, 600, [], ["Sapu ijuk dengan gagang kayu."]),
        ],
      },
      {
        name: "Tisu dan Sabun",
        products: [
          product(
            "Tisu Wajah 250 Lembar",
            "Pak",
            22_000,
            300,
            [
              ["Isi", "250 lembar"],
              ["Lapisan", "2 ply"],
            ],
            ["Tisu lembut untuk ruang kerja dan ruang rapat."],
          ),
          product(
            "Tisu Gulung Toilet",
            "Pak",
            48_000,
            1_200,
            [["Isi", "10 gulung"]],
            ["Tisu toilet untuk kamar mandi kantor."],
          ),
          product(
            "Sabun Batang Antiseptik",
            "Lusin",
            54_000,
            1_000,
            [
              ["Isi", "12 batang"],
              ["Berat", "85 gram"],
            ],
            ["Sabun batang antiseptik untuk wastafel."],
          ),
        ],
      },
      {
        name: "Tempat Sampah",
        products: [
          product(
            "Tempat Sampah Pilah 3 Warna",
            "Set",
            1_150_000,
            9_000,
            [
              ["Kapasitas", "3 x 50 liter"],
              ["Warna", "Hijau, kuning, merah"],
            ],
            ["Tempat sampah terpilah untuk sampah organik, anorganik dan B3."],
          ),
          product(
            "Kantong Sampah Hitam Besar",
            "Pak",
            28_000,
            800,
            [
              ["Ukuran", "90 x 120 cm"],
              ["Isi", "10 lembar"],
            ],
            ["Kantong sampah tebal untuk tempat sampah besar."],
          ),
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
          product(
            "Kotak P3K Dinding Lengkap",
            "Set",
            425_000,
            2_000,
            [["Isi", "Sesuai standar kantor"]],
            ["Kotak pertolongan pertama dengan isi lengkap."],
          ),
        ],
      },
      {
        name: "Alat Pelindung Diri",
        products: [
          product(
            "Masker Medis 3 Lapis",
            "Box",
            38_000,
            300,
            [["Isi", "50 lembar"]],
            ["Masker sekali pakai tiga lapis."],
          ),
          product(
            "Sarung Tangan Nitril",
            "Box",
            95_000,
            600,
            [
              ["Isi", "100 lembar"],
              ["Ukuran", "M"],
            ],
            ["Sarung tangan bebas lateks."],
          ),
          product(
            "Helm Proyek",
            "Buah",
            65_000,
            450,
            [["Warna", "Putih"]],
            ["Helm keselamatan untuk kunjungan lapangan."],
          ),
        ],
      },
      {
        name: "Alat Pemadam",
        products: [
          product(
            "APAR Serbuk 3 kg",
            "Unit",
            575_000,
            5_000,
            [
              ["Isi", "3 kg serbuk kimia"],
              ["Kelas", "ABC"],
            ],
            ["Alat pemadam api ringan dengan braket dinding."],
          ),
        ],
      },
      {
        name: "Obat dan Vitamin",
        products: [
          product(
            "Vitamin C 500 mg",
            "Box",
            85_000,
            250,
            [
              ["Isi", "10 strip x 10 tablet"],
              ["Dosis", "500 mg"],
            ],
            ["Suplemen vitamin C untuk daya tahan tubuh pegawai."],
          ),
          product(
            "Minyak Kayu Putih 60 ml",
            "Botol",
            24_000,
            90,
            [["Isi", "60 ml"]],
            ["Minyak kayu putih untuk kotak P3K."],
          ),
          product("Plester Luka Isi 100", "Box", 32_000, 120, [["Isi", "100 lembar"]], ["Plester penutup luka kecil."]),
        ],
      },
    ],
  },
  {
    name: "Pakaian Dinas dan Seragam",
    pictogram: "box",
    hue: 228,
    subcategories: [
      {
        name: "Kemeja Dinas",
        products: [
          product(
            "Kemeja PDH Khaki Lengan Panjang",
            "Buah",
            265_000,
            350,
            [
              ["Bahan", "American drill"],
              ["Ukuran", "S sampai XXL"],
            ],
            ["Kemeja pakaian dinas harian warna khaki sesuai ketentuan."],
          ),
          product(
            "Kemeja Putih Lengan Panjang",
            "Buah",
            185_000,
            300,
            [
              ["Bahan", "Katun"],
              ["Ukuran", "S sampai XXL"],
            ],
            ["Kemeja putih untuk upacara dan hari tertentu."],
          ),
        ],
      },
      {
        name: "Sepatu Dinas",
        products: [
          product(
            "Sepatu PDH Kulit Hitam",
            "Buah",
            425_000,
            1_100,
            [
              ["Bahan", "Kulit sapi"],
              ["Ukuran", "38 sampai 45"],
            ],
            ["Sepatu dinas pantofel hitam untuk pegawai."],
          ),
          product(
            "Sepatu Lapangan Tahan Air",
            "Buah",
            535_000,
            1_400,
            [
              ["Bahan", "Kulit dan karet"],
              ["Ukuran", "38 sampai 45"],
            ],
            ["Sepatu lapangan untuk petugas teknis dan kunjungan proyek."],
          ),
        ],
      },
      {
        name: "Atribut dan Tanda Pengenal",
        products: [
          product(
            "Papan Nama Dada Akrilik",
            "Buah",
            25_000,
            20,
            [["Ukuran", "8 x 2 cm"]],
            ["Papan nama dada dengan peniti untuk seragam dinas."],
          ),
          product(
            "Tali ID Card dan Casing",
            "Lusin",
            96_000,
            300,
            [
              ["Isi", "12 set"],
              ["Lebar tali", "2 cm"],
            ],
            ["Tali kartu identitas dengan casing plastik."],
          ),
          product(
            "Lencana KORPRI",
            "Buah",
            18_000,
            15,
            [["Bahan", "Kuningan"]],
            ["Lencana untuk pakaian dinas KORPRI."],
          ),
        ],
      },
      {
        name: "Jaket dan Rompi",
        products: [
          product(
            "Rompi Reflektif Petugas",
            "Buah",
            75_000,
            200,
            [
              ["Warna", "Oranye"],
              ["Ukuran", "All size"],
            ],
            ["Rompi reflektif untuk petugas lapangan dan parkir."],
          ),
          product(
            "Jaket Dinas Lapangan",
            "Buah",
            345_000,
            800,
            [
              ["Bahan", "Taslan"],
              ["Ukuran", "S sampai XXL"],
            ],
            ["Jaket tahan angin dengan bordir instansi."],
          ),
        ],
      },
    ],
  },
  {
    name: "Konsumsi dan Jamuan",
    pictogram: "bottle",
    hue: 84,
    subcategories: [
      {
        name: "Air Minum",
        products: [
          product(
            "Air Mineral Gelas 240 ml",
            "Box",
            38_000,
            12_000,
            [
              ["Isi", "48 gelas"],
              ["Volume", "240 ml"],
            ],
            ["Air mineral gelas untuk rapat dan acara kantor."],
          ),
          product(
            "Air Mineral Botol 600 ml",
            "Box",
            65_000,
            15_000,
            [
              ["Isi", "24 botol"],
              ["Volume", "600 ml"],
            ],
            ["Air mineral botol untuk tamu dan peserta kegiatan."],
          ),
          product(
            "Air Mineral Galon 19 Liter",
            "Buah",
            22_000,
            19_500,
            [["Volume", "19 liter"]],
            ["Isi ulang galon untuk dispenser kantor."],
          ),
        ],
      },
      {
        name: "Kopi dan Teh",
        products: [
          product(
            "Kopi Bubuk Robusta 1 kg",
            "Pak",
            145_000,
            1_050,
            [
              ["Berat", "1 kg"],
              ["Jenis", "Robusta"],
            ],
            ["Kopi bubuk untuk pantry dan jamuan rapat."],
          ),
          product(
            "Teh Celup Melati",
            "Box",
            32_000,
            300,
            [["Isi", "50 kantong"]],
            ["Teh celup beraroma melati untuk tamu."],
          ),
        ],
      },
      {
        name: "Makanan Ringan",
        products: [
          product(
            "Biskuit Kaleng 650 gram",
            "Buah",
            72_000,
            900,
            [["Berat", "650 gram"]],
            ["Biskuit aneka rasa untuk suguhan rapat."],
          ),
          product(
            "Kacang Kulit 250 gram",
            "Pak",
            28_000,
            270,
            [["Berat", "250 gram"]],
            ["Kacang kulit sangrai untuk jamuan."],
          ),
        ],
      },
      {
        name: "Perlengkapan Saji",
        products: [
          product(
            "Gelas Kaca Bertutup",
            "Lusin",
            120_000,
            3_000,
            [
              ["Isi", "12 buah"],
              ["Volume", "250 ml"],
            ],
            ["Gelas kaca dengan tutup untuk ruang rapat."],
          ),
          product(
            "Termos Air Panas 2 Liter",
            "Buah",
            165_000,
            1_200,
            [["Volume", "2 liter"]],
            ["Termos untuk menjaga air tetap panas selama rapat."],
          ),
          product(
            "Nampan Saji Stainless",
            "Buah",
            58_000,
            600,
            [["Ukuran", "40 x 30 cm"]],
            ["Nampan anti karat untuk menyajikan minuman."],
          ),
        ],
      },
    ],
  },
  // No sub-categories: the sidebar links it straight to /produk?kategori={id}.
  { name: "Paket Pengadaan Lainnya", pictogram: "box", hue: 300, subcategories: [] },
];
