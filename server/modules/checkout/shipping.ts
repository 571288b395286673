// Shipping quotes per delivery batch and the stored choice. Costs always come from the tariff
// provider: the client's figures are only compared with it.
import { eq } from "drizzle-orm";
import { shippingMessages, type ShippingQuote } from "../../contract/shipping";
import type { Db } from "../../db/client";
import { checkouts, checkoutShippingCosts, couriers, settings } from "../../db/schema";
import { unprocessable } from "../../http/errors";
import type { ShippingTariffProvider, TariffService } from "../../providers/shipping-tariff";
import { findOwnedAddress } from "../address/service";
import { batchWeights, findOwnedCheckout, loadLines } from "./load";

type QuoteContext = { db: Db; tariff: ShippingTariffProvider };
type BatchQuote = { partialId: number; courier: { code: string; name: string }; services: TariffService[] };

async function enabledCourier(db: Db, code: string) {
  const [courier] = await db
    .select({ code: couriers.code, name: couriers.name, status: couriers.status })
    .from(couriers)
    .where(eq(couriers.code, code.toLowerCase()));
  if (!courier) throw unprocessable(shippingMessages.unknownCourier, { courier: [shippingMessages.unknownCourier] });
  if (courier.status !== "enabled")
    throw unprocessable(shippingMessages.courierDisabled, { courier: [shippingMessages.courierDisabled] });
  return courier;
}

/** The shop's district: where every parcel leaves from. */
async function originDistrict(db: Db): Promise<number> {
  const [row] = await db.select({ districtId: settings.districtId }).from(settings).limit(1);
  if (!row) throw new Error("settings are missing: the shipping origin is unknown");
  return row.districtId;
}

/** One quote per batch; a batch the courier cannot serve fails the whole quote. */
async function quoteBatches(
  { db, tariff }: QuoteContext,
  customerId: number,
  checkoutId: number,
  addressId: number,
  courierCode: string,
): Promise<BatchQuote[]> {
  await findOwnedCheckout(db, customerId, checkoutId);
  const [address, courier, origin, lines] = await Promise.all([
    findOwnedAddress(db, customerId, addressId),
    enabledCourier(db, courierCode),
    originDistrict(db),
    loadLines(db, checkoutId),
  ]);
  const weights = batchWeights(lines);
  return Promise.all(
    weights.map(async (weightGrams, index) => {
      const services = await tariff.quote({
        courier: courier.code,
        originDistrictId: origin,
        destinationDistrictId: address.districtId,
        weightGrams,
      });
      if (services.length === 0)
        throw unprocessable(shippingMessages.notServed, { courier: [shippingMessages.notServed] });
      return { partialId: index + 1, courier, services };
    }),
  );
}

export async function getShippingQuotes(
  context: QuoteContext,
  customerId: number,
  checkoutId: number,
  addressId: number,
  courierCode: string,
): Promise<ShippingQuote[]> {
  const batches = await quoteBatches(context, customerId, checkoutId, addressId, courierCode);
  return batches.map(({ partialId, courier, services }) => ({
    partial_id: partialId,
    code: courier.code,
    name: courier.name,
    costs: services.map((service) => ({
      service: service.service,
      description: service.description,
      cost: [{ value: service.value, etd: service.etd, note: "" }],
    })),
  }));
}

type StoreInput = {
  satker_id: number;
  shipping_courier: string;
  shipping_service: string;
  shipping_costs: { partial_id: number; shipping_cost: number; etd: string }[];
};

/**
 * Stores address, courier, service and each batch's cost after checking them against a fresh quote;
 * a new service choice clears any shipping negotiation.
 */
export async function storeShippingChoice(
  context: QuoteContext,
  customerId: number,
  checkoutId: number,
  input: StoreInput,
): Promise<void> {
  const batches = await quoteBatches(context, customerId, checkoutId, input.satker_id, input.shipping_courier);
  const chosen = batches.map((batch) => {
    const service = batch.services.find((candidate) => candidate.service === input.shipping_service);
    if (!service)
      throw unprocessable(shippingMessages.unknownService, { shipping_service: [shippingMessages.unknownService] });
    return { partialId: batch.partialId, service };
  });
  const sent = new Map(input.shipping_costs.map((cost) => [cost.partial_id, cost.shipping_cost]));
  if (
    sent.size !== input.shipping_costs.length ||
    sent.size !== chosen.length ||
    chosen.some((batch) => !sent.has(batch.partialId))
  ) {
    throw unprocessable(shippingMessages.batchMismatch, { shipping_costs: [shippingMessages.batchMismatch] });
  }
  if (chosen.some((batch) => sent.get(batch.partialId) !== batch.service.value)) {
    throw unprocessable(shippingMessages.costMismatch, { shipping_costs: [shippingMessages.costMismatch] });
  }
  const total = chosen.reduce((sum, batch) => sum + batch.service.value, 0);
  await context.db.transaction(async (tx) => {
    await tx.delete(checkoutShippingCosts).where(eq(checkoutShippingCosts.checkoutId, checkoutId));
    await tx.insert(checkoutShippingCosts).values(
      chosen.map((batch) => ({
        checkoutId,
        partialId: batch.partialId,
        shippingCost: batch.service.value,
        etd: batch.service.etd,
      })),
    );
    await tx
      .update(checkouts)
      .set({
        addressId: input.satker_id,
        shippingCourier: batches[0].courier.code,
        shippingService: input.shipping_service,
        shippingCost: total,
        shippingCostNego: null,
        updatedAt: new Date(),
      })
      .where(eq(checkouts.id, checkoutId));
  });
}
