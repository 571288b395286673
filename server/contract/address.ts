// Delivery addresses (work units, "satker") of a buyer. The form schema is shared with the BFF's
// Conform form so both sides say the same thing about the same input.
import { oneLine } from "./text";
import * as z from "zod";
import { envelope, idParam } from "./envelope";

export const ADDRESS_MAX_LENGTH = 500;
export const RECEIPT_NAME_MAX_LENGTH = 100;
export const SATKER_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 15;

export const addressMessages = {
  receiptName: "Nama penerima tidak boleh kosong",
  address: "Alamat tidak boleh kosong",
  satker: "Satuan kerja tidak boleh kosong",
  province: "Silahkan pilih provinsi",
  district: "Silahkan pilih kabupaten",
  subDistrict: "Silahkan pilih kecamatan",
  phone: "No telepon tidak boleh kosong",
  digits: "Pastikan data yang diinput berupa angka",
  receiptNameTooLong: "Nama penerima terlalu panjang!",
  addressTooLong: "Alamat terlalu panjang!",
  satkerTooLong: "Satuan kerja terlalu panjang!",
  phoneTooLong: "No telepon terlalu panjang!",
  regionMismatch: "Wilayah yang dipilih tidak sesuai.",
} as const;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
const requiredLine = (message: string, max: number, tooLong: string) => oneLine(requiredText(message, max, tooLong));
/** A select's value: empty (0 after coercion) or missing gives the select's message. */
const regionId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** The add-address form's fields (string inputs, as a form sends them). */
export const addressForm = z.object({
  receipt_name: requiredLine(addressMessages.receiptName, RECEIPT_NAME_MAX_LENGTH, addressMessages.receiptNameTooLong),
  // `\d*`: an empty value already has the "required" message.
  receipt_phone_number: requiredLine(addressMessages.phone, PHONE_MAX_LENGTH, addressMessages.phoneTooLong).regex(
    /^\d*$/,
    addressMessages.digits,
  ),
  address: requiredText(addressMessages.address, ADDRESS_MAX_LENGTH, addressMessages.addressTooLong),
  /** The work unit (Satker). */
  name: requiredLine(addressMessages.satker, SATKER_MAX_LENGTH, addressMessages.satkerTooLong),
  province_id: regionId(addressMessages.province),
  district_id: regionId(addressMessages.district),
  sub_district_id: regionId(addressMessages.subDistrict),
});
export type AddressForm = z.input<typeof addressForm>;
/** A new address as parsed: what the BFF sends and the API stores. */
export type NewAddress = z.output<typeof addressForm>;

/** `POST customer/address/create`: the form plus the owner (must be the caller). */
export const createAddressBody = addressForm.extend({ customer_id: idParam });

export const addressEntry = z.object({
  id: z.number().int(),
  /** The id checkout calls `satker_id` (same as `id`). */
  satker_id: z.number().int(),
  name: z.string(),
  customer_address: z.object({
    receipt_name: z.string(),
    receipt_phone_number: z.string(),
    address: z.string(),
    province_id: z.number().int(),
    district_id: z.number().int(),
    sub_district_id: z.number().int(),
    province: z.object({ province_name: z.string() }),
    /** `city_name` carries the type: "Kota Makassar", "Kabupaten Gowa". */
    district: z.object({ city_name: z.string() }),
    sub_district: z.object({ subdistrict_name: z.string() }),
    postal_code: z.string(),
  }),
});
export type AddressEntry = z.infer<typeof addressEntry>;

export const addressOwnerParams = z.object({ customerId: idParam });
/** Oldest first: the first listed is the default (the buyer's first, usually registration, address). */
export const addressListResponse = envelope(z.array(addressEntry));
export const addressResponse = envelope(addressEntry);

/** `customer/address/edit|update|delete/:addressId`: one of the caller's addresses (another buyer's is a 404). */
export const addressParams = z.object({ addressId: idParam });
/**
 * `POST customer/address/update/:addressId` with `_method=PUT`: the create fields again (all of them,
 * `customer_id` must be the caller). The spec reads `data.status` 'Success'; the entry comes with it.
 */
export const updateAddressBody = createAddressBody;
export const updateAddressResponse = envelope(addressEntry.extend({ status: z.literal("Success") }));
/** `DELETE customer/address/delete/:addressId`: the id that is gone. */
export const deleteAddressResponse = envelope(z.object({ id: z.number().int() }));
