// Answers the API could give, for tests where msw stands in for it: each is typed by the contract,
// and a test overrides only what it is about.
import type { AddressEntry } from "@contract/address";
import type { User } from "@contract/auth";
import type { Checkout } from "@contract/checkout";
import type { NegotiationRound } from "@contract/order";
import type { Setting } from "@contract/setting";
import { TEAM_ROLES } from "@contract/team";
import type { BuyerTransactionAnswer, Transaction, TransactionAddress, TransactionDetail } from "@contract/transaction";

export function settingAnswer(overrides: Partial<Setting> = {}): Setting {
  return {
    phone: "0411-123456",
    email: "toko@pengadaan.test",
    address: "Jl. Andi Pangeran Pettarani No. 1",
    province: "Sulawesi Selatan",
    district: "Kota Makassar",
    lat: -5.14,
    long: 119.43,
    facebook: null,
    twitter: null,
    instagram: null,
    linkedin: null,
    faq: [],
    tac: "<p>Syarat</p>",
    pp: "<p>Privasi</p>",
    about: "<p>Tentang</p>",
    tac_price_nego: "<p>Ketentuan nego</p>",
    ...overrides,
  };
}

/** An address book entry in Kota Makassar. */
export function addressEntry(
  id: number,
  entry: { receipt_name?: string; satker?: string; address?: string } = {},
): AddressEntry {
  return {
    id,
    satker_id: id,
    name: entry.satker ?? `Satker ${id}`,
    customer_address: {
      receipt_name: entry.receipt_name ?? "Penerima",
      receipt_phone_number: "081234567890",
      address: entry.address ?? `Jl. Contoh No. ${id}`,
      province_id: 73,
      district_id: 7371,
      sub_district_id: 737101,
      province: { province_name: "Sulawesi Selatan" },
      district: { city_name: "Kota Makassar" },
      sub_district: { subdistrict_name: "Mariso" },
      postal_code: "90121",
    },
  };
}

/** One order line: 20 reams at Rp. 55.000, delivered in one go. */
export function orderLine(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    id: 41,
    product_id: 3,
    name_product: "Kertas HVS A4 70 gsm",
    qty: 20,
    unit: "Rim",
    price: 55_000,
    discount: 0,
    price_after_discount: 55_000,
    price_nego: null,
    is_nego: false,
    subtotal: 1_100_000,
    subtotal_nego: null,
    notes: null,
    image: null,
    webp: null,
    is_partial: false,
    shipping: [{ partial_id: 1, qty: 20 }],
    price_negotiation: [],
    review: null,
    complaint: null,
    ...overrides,
  };
}

/** An order with no lines unless given, shipped by JNE REG to a satker in Makassar. */
export function orderAnswer(
  overrides: { data?: Partial<Transaction>; address?: Partial<TransactionAddress> } & Partial<
    Omit<BuyerTransactionAnswer, "data" | "address">
  > = {},
): BuyerTransactionAnswer {
  const { data, address, ...rest } = overrides;
  return {
    data: {
      id: 12,
      invoice: "INV/20260903/0001",
      status: "paid",
      created_at: "2026-09-03T02:00:00.000Z",
      shipping_courier: "jne",
      shipping_service: "REG",
      shipping_cost: 185_000,
      shipping_cost_nego: null,
      total_qty: 0,
      total_price: 0,
      total_price_nego: null,
      total_ppn: 0,
      grand_total: 185_000,
      nego_step: 0,
      customer: {
        name: "Andi Pratama",
        instance_name: "Dinas Kominfo Kota Makassar",
        email: "profil1@pengadaan.test",
        phone: "081311100201",
        nip: null,
        name_pp: null,
      },
      customer_address: null,
      transaction_detail: [],
      ...data,
    },
    address: {
      shipping_courier: "jne",
      shipping_service: "REG",
      satker: "Sekretariat Dinas Kominfo",
      name_receipt: "Andi Pratama",
      phone_receipt: "081311100201",
      address: "Jl. Urip Sumoharjo No. 8",
      sub_district: "Panakkukang",
      district: "Kota Makassar",
      province: "Sulawesi Selatan",
      postal_code: "90231",
      ...address,
    },
    negotiations: [],
    reviews: [],
    complaint: [],
    payment: null,
    spk: null,
    // A unit of one: its owner holds every role (decision 0150).
    my_roles: [...TEAM_ROLES],
    unit_officials: { members: 1, ppk: [], bendahara: [] },
    ...rest,
  };
}

/** A checkout of one chair, no address or shipping chosen yet. */
export function checkoutAnswer(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 41,
    satker_id: null,
    shipping_courier: null,
    shipping_service: null,
    shipping_cost: null,
    shipping_cost_nego: null,
    shipping_costs: [],
    batches: 1,
    checkout_detail: [
      {
        id: 900,
        product_id: 12,
        qty: 1,
        price: 850_000,
        price_nego: null,
        is_nego: false,
        subtotal: 850_000,
        subtotal_nego: null,
        notes: null,
        is_partial: false,
        has_partial: [],
        product: {
          id: 12,
          name: "Kursi Kerja",
          price: 850_000,
          stock: 20,
          status: "enabled",
          weight: 9000,
          unit: { name: "Unit" },
          promo: [],
          image: [],
        },
      },
    ],
    summary: {
      total_qty: 1,
      total_price: 850_000,
      total_price_nego: 850_000,
      total_ppn: 93_500,
      shipping: 0,
      grand_total: 943_500,
    },
    idempotency_key: "checkout-41-key",
    ...overrides,
  };
}

/** The buyer `profil1` (id 7) as `GET user` and the profile read answer, verified, no address book details. */
export function userAnswer(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: "profil1",
    name: "Andi Pratama",
    email: "profil1@pengadaan.test",
    phone: "081311100201",
    nip: "198803142010011001",
    name_pp: "Andi Pratama",
    name_ppk: "Andi Syamsuddin",
    image: null,
    birthdate: "1988-03-14",
    gender: true,
    instance_name: "Dinas Kominfo Kota Makassar",
    kldi: "Pemerintah Kota Makassar",
    lspe: "7371",
    satker: null,
    receipt_name: null,
    receipt_phone_number: null,
    province_id: null,
    district_id: null,
    sub_district_id: null,
    address: "Jl. Urip Sumoharjo No. 8",
    email_verified_at: "2026-09-01T00:00:00.000Z",
    pending_email: null,
    my_roles: [...TEAM_ROLES],
    ...overrides,
  };
}

/** A negotiation round of the seller (`isAdmin`) or the buyer, with no prices unless given. */
export function negotiationRound(isAdmin: boolean, overrides: Partial<NegotiationRound> = {}): NegotiationRound {
  return {
    id: isAdmin ? 2 : 1,
    nego_step: isAdmin ? 2 : 1,
    is_admin: isAdmin,
    created_at: "2026-09-03T02:00:00.000Z",
    product_negotiation: [],
    shipping_cost_negotiation: null,
    note: null,
    valid_until: null,
    expired: false,
    ...overrides,
  };
}
