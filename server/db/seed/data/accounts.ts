// Demo accounts. The first customer is the documented demo login (README, server/scripts/start.ts).
export type CustomerTemplate = {
  username: string;
  email: string;
  password: string;
  name: string;
  instanceName: string;
  phone: string;
  birthdate: string;
  gender: boolean;
  lspe: string;
  kldi: string;
  nip: string;
  namePp: string;
  namePpk: string;
  satker: string;
  receiptName: string;
  receiptPhoneNumber: string;
  provinceId: number;
  districtId: number;
  subDistrictId: number;
  address: string;
  verified: boolean;
};

export const customers: readonly CustomerTemplate[] = [
  {
    username: "demo",
    email: "demo@pengadaan.test",
    password: "demo12345",
    name: "Andi Pratama",
    instanceName: "Dinas Pendidikan Kota Makassar",
    phone: "081355501234",
    birthdate: "1986-04-12",
    gender: true,
    lspe: "7371",
    kldi: "Pemerintah Kota Makassar",
    nip: "198604122010011003",
    namePp: "Andi Pratama",
    namePpk: "Hj. Sitti Rahmawati",
    satker: "Bagian Umum Dinas Pendidikan",
    receiptName: "Muh. Ilham",
    receiptPhoneNumber: "081355509876",
    provinceId: 73,
    districtId: 7371,
    subDistrictId: 737109, // Panakkukang
    address: "Jl. Letjen Hertasning No. 12",
    verified: true,
  },
  {
    username: "pembeli2",
    email: "pembeli2@pengadaan.test",
    password: "rahasia123",
    name: "Dewi Lestari",
    instanceName: "Badan Pusat Statistik Kabupaten Gowa",
    phone: "081244400111",
    birthdate: "1990-09-30",
    gender: false,
    lspe: "7306",
    kldi: "Badan Pusat Statistik",
    nip: "199009302015032001",
    namePp: "Dewi Lestari",
    namePpk: "Ir. Abdul Rahman",
    satker: "Subbagian Umum BPS Gowa",
    receiptName: "Dewi Lestari",
    receiptPhoneNumber: "081244400111",
    provinceId: 73,
    districtId: 7306,
    subDistrictId: 730601, // Bontonompo
    address: "Jl. Masjid Raya No. 5, Sungguminasa",
    verified: true,
  },
  {
    // Registered but never opened the verification mail: login is refused until then.
    username: "belumverifikasi",
    email: "belumverifikasi@pengadaan.test",
    password: "rahasia123",
    name: "Rudi Hartono",
    instanceName: "Kantor Kecamatan Mariso",
    phone: "081299988877",
    birthdate: "1992-01-20",
    gender: true,
    lspe: "7371",
    kldi: "Pemerintah Kota Makassar",
    nip: "199201202019031002",
    namePp: "Rudi Hartono",
    namePpk: "Nurhayati",
    satker: "Sekretariat Kecamatan Mariso",
    receiptName: "Rudi Hartono",
    receiptPhoneNumber: "081299988877",
    provinceId: 73,
    districtId: 7371,
    subDistrictId: 737101, // Mariso
    address: "Jl. Cendrawasih No. 40",
    verified: false,
  },
  // Buyers of the profile-area e2e tests (JS on / off each), whose profiles and address books change.
  {
    username: "profil1",
    email: "profil1@pengadaan.test",
    password: "rahasia123",
    name: "Andi Pratama",
    instanceName: "Dinas Kominfo Kota Makassar",
    phone: "081311100201",
    birthdate: "1988-03-14",
    gender: true,
    lspe: "7371",
    kldi: "Pemerintah Kota Makassar",
    nip: "198803142010011001",
    namePp: "Andi Pratama",
    namePpk: "Andi Syamsuddin",
    satker: "Sekretariat Dinas Kominfo Kota Makassar",
    receiptName: "Andi Pratama",
    receiptPhoneNumber: "081311100201",
    provinceId: 73,
    districtId: 7371,
    subDistrictId: 737109,
    address: "Jl. Urip Sumoharjo No. 8",
    verified: true,
  },
  {
    username: "profil2",
    email: "profil2@pengadaan.test",
    password: "rahasia123",
    name: "Nur Fadillah",
    instanceName: "Dinas Perhubungan Kota Makassar",
    phone: "081311100202",
    birthdate: "1988-03-14",
    gender: true,
    lspe: "7371",
    kldi: "Pemerintah Kota Makassar",
    nip: "198803142010012002",
    namePp: "Nur Fadillah",
    namePpk: "Andi Syamsuddin",
    satker: "Sekretariat Dinas Perhubungan Kota Makassar",
    receiptName: "Nur Fadillah",
    receiptPhoneNumber: "081311100202",
    provinceId: 73,
    districtId: 7371,
    subDistrictId: 737101,
    address: "Jl. Sultan Alauddin No. 21",
    verified: true,
  },
  {
    username: "alamat1",
    email: "alamat1@pengadaan.test",
    password: "rahasia123",
    name: "Hendra Gunawan",
    instanceName: "Dinas Pertanian Kota Makassar",
    phone: "081311100203",
    birthdate: "1988-03-14",
    gender: true,
    lspe: "7371",
    kldi: "Pemerintah Kota Makassar",
    nip: "198803142010011003",
    namePp: "Hendra Gunawan",
    namePpk: "Andi Syamsuddin",
    satker: "Sekretariat Dinas Pertanian Kota Makassar",
    receiptName: "Hendra Gunawan",
    receiptPhoneNumber: "081311100203",
    provinceId: 73,
    districtId: 7371,
    subDistrictId: 737109,
    address: "Jl. AP Pettarani No. 3",
    verified: true,
  },
  {
    username: "alamat2",
    email: "alamat2@pengadaan.test",
    password: "rahasia123",
    name: "Wahyuni Said",
    instanceName: "Dinas Sosial Kota Makassar",
    phone: "081311100204",
    birthdate: "1988-03-14",
    gender: true,
    lspe: "7371",
    kldi: "Pemerintah Kota Makassar",
    nip: "198803142010012004",
    namePp: "Wahyuni Said",
    namePpk: "Andi Syamsuddin",
    satker: "Sekretariat Dinas Sosial Kota Makassar",
    receiptName: "Wahyuni Said",
    receiptPhoneNumber: "081311100204",
    provinceId: 73,
    districtId: 7371,
    subDistrictId: 737101,
    address: "Jl. Veteran Selatan No. 17",
    verified: true,
  },
];

/** Extra reviewers so products carry ratings; they have no addresses or orders. */
export const reviewerNames = [
  "Siti Aminah",
  "Budi Santoso",
  "Yohana Rante",
  "Fadli Hamzah",
  "Ketut Ardana",
  "Rini Wulandari",
] as const;

export const admins = [
  { username: "admin", email: "admin@pengadaan.test", name: "Admin Toko", password: "admin12345", role: "admin" },
] as const;

export const addresses = [
  {
    customer: "demo",
    name: "Bagian Umum Dinas Pendidikan",
    receiptName: "Muh. Ilham",
    receiptPhoneNumber: "081355509876",
    address: "Jl. Letjen Hertasning No. 12",
    provinceId: 73,
    districtId: 7371,
    subDistrictId: 737109,
  },
  {
    customer: "demo",
    name: "UPT SD Negeri 1 Bontonompo",
    receiptName: "Hasnah",
    receiptPhoneNumber: "081242211220",
    address: "Jl. Poros Bontonompo No. 7",
    provinceId: 73,
    districtId: 7306,
    subDistrictId: 730601,
  },
  {
    customer: "pembeli2",
    name: "Subbagian Umum BPS Gowa",
    receiptName: "Dewi Lestari",
    receiptPhoneNumber: "081244400111",
    address: "Jl. Masjid Raya No. 5, Sungguminasa",
    provinceId: 73,
    districtId: 7306,
    subDistrictId: 730601,
  },
] as const;
