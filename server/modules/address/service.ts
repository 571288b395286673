import { and, asc, eq, inArray } from "drizzle-orm";
import { addressMessages, type AddressEntry, type NewAddress } from "../../contract/address";
import type { Db } from "../../db/client";
import {
  checkouts,
  checkoutShippingCosts,
  customerAddresses,
  districts,
  provinces,
  subDistricts,
} from "../../db/schema";
import { notFound, unprocessable } from "../../http/errors";

const entryQuery = (db: Db) =>
  db
    .select({
      id: customerAddresses.id,
      name: customerAddresses.name,
      receiptName: customerAddresses.receiptName,
      receiptPhoneNumber: customerAddresses.receiptPhoneNumber,
      address: customerAddresses.address,
      provinceId: customerAddresses.provinceId,
      districtId: customerAddresses.districtId,
      subDistrictId: customerAddresses.subDistrictId,
      provinceName: provinces.name,
      districtType: districts.type,
      districtName: districts.name,
      subDistrictName: subDistricts.name,
      postalCode: subDistricts.postalCode,
    })
    .from(customerAddresses)
    .innerJoin(provinces, eq(provinces.id, customerAddresses.provinceId))
    .innerJoin(districts, eq(districts.id, customerAddresses.districtId))
    .innerJoin(subDistricts, eq(subDistricts.id, customerAddresses.subDistrictId))
    .$dynamic();

export type AddressRow = Awaited<ReturnType<ReturnType<typeof entryQuery>["execute"]>>[number];

/** "Kota Makassar": a district's name alone is ambiguous (Kabupaten and Kota Bandung). */
export const districtLabel = (row: Pick<AddressRow, "districtType" | "districtName">) =>
  `${row.districtType} ${row.districtName}`;

const toEntry = (row: AddressRow): AddressEntry => ({
  id: row.id,
  satker_id: row.id,
  name: row.name,
  customer_address: {
    receipt_name: row.receiptName,
    receipt_phone_number: row.receiptPhoneNumber,
    address: row.address,
    province_id: row.provinceId,
    district_id: row.districtId,
    sub_district_id: row.subDistrictId,
    province: { province_name: row.provinceName },
    district: { city_name: districtLabel(row) },
    sub_district: { subdistrict_name: row.subDistrictName },
    postal_code: row.postalCode,
  },
});

/** Oldest first: the first entry is the default address at checkout. */
export async function listAddresses(db: Db, customerId: number): Promise<AddressEntry[]> {
  const rows = await entryQuery(db)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(toEntry);
}

/** One of the buyer's addresses with its region names; another buyer's is a 404. */
export async function findOwnedAddress(db: Db, customerId: number, addressId: number): Promise<AddressRow> {
  const [row] = await entryQuery(db).where(
    and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)),
  );
  if (!row) throw notFound();
  return row;
}

/** The same, as the API answers it (the edit form's read). */
export async function getAddress(db: Db, customerId: number, addressId: number): Promise<AddressEntry> {
  return toEntry(await findOwnedAddress(db, customerId, addressId));
}

/** The three ids must name existing regions nested in each other. */
async function checkRegions(db: Db, input: NewAddress) {
  const [row] = await db
    .select({ districtId: subDistricts.districtId, provinceId: districts.provinceId })
    .from(subDistricts)
    .innerJoin(districts, eq(districts.id, subDistricts.districtId))
    .where(eq(subDistricts.id, input.sub_district_id));
  if (!row) throw unprocessable(addressMessages.regionMismatch, { sub_district_id: [addressMessages.subDistrict] });
  if (row.districtId !== input.district_id)
    throw unprocessable(addressMessages.regionMismatch, { district_id: [addressMessages.district] });
  if (row.provinceId !== input.province_id)
    throw unprocessable(addressMessages.regionMismatch, { province_id: [addressMessages.province] });
}

export async function createAddress(db: Db, customerId: number, input: NewAddress): Promise<AddressEntry> {
  await checkRegions(db, input);
  const [created] = await db
    .insert(customerAddresses)
    .values({
      customerId,
      name: input.name,
      receiptName: input.receipt_name,
      receiptPhoneNumber: input.receipt_phone_number,
      address: input.address,
      provinceId: input.province_id,
      districtId: input.district_id,
      subDistrictId: input.sub_district_id,
    })
    .returning({ id: customerAddresses.id });
  return toEntry(await findOwnedAddress(db, customerId, created.id));
}

/**
 * Open checkouts that ship to the address lose their courier, service, costs and shipping negotiation
 * (the quotes were for that place); with `detach` they lose the address too. Orders are not touched:
 * they hold their own copy of the address block.
 */
async function resetCheckoutsUsing(db: Db, customerId: number, addressId: number, detach: boolean) {
  const using = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), eq(checkouts.addressId, addressId)));
  if (using.length === 0) return;
  const ids = using.map((row) => row.id);
  await db.delete(checkoutShippingCosts).where(inArray(checkoutShippingCosts.checkoutId, ids));
  await db
    .update(checkouts)
    .set({
      shippingCourier: null,
      shippingService: null,
      shippingCost: null,
      shippingCostNego: null,
      ...(detach ? { addressId: null } : {}),
      updatedAt: new Date(),
    })
    .where(inArray(checkouts.id, ids));
}

/** Replaces every field; a new sub-district voids the shipping quotes of checkouts using the address. */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  input: NewAddress,
): Promise<AddressEntry> {
  const current = await findOwnedAddress(db, customerId, addressId);
  await checkRegions(db, input);
  await db.transaction(async (tx) => {
    await tx
      .update(customerAddresses)
      .set({
        name: input.name,
        receiptName: input.receipt_name,
        receiptPhoneNumber: input.receipt_phone_number,
        address: input.address,
        provinceId: input.province_id,
        districtId: input.district_id,
        subDistrictId: input.sub_district_id,
        updatedAt: new Date(),
      })
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
    if (current.subDistrictId !== input.sub_district_id) await resetCheckoutsUsing(tx, customerId, addressId, false);
  });
  return toEntry(await findOwnedAddress(db, customerId, addressId));
}

/** Deletes the address; checkouts using it are left without an address (the buyer picks another). */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  await findOwnedAddress(db, customerId, addressId);
  await db.transaction(async (tx) => {
    await resetCheckoutsUsing(tx, customerId, addressId, true);
    await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  });
}
