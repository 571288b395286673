// The seller's courier choice when dispatching: the shop's couriers, the one the buyer chose at
// checkout first (and chosen), each sent by its code in capitals ("JNE"), as shipments record it.
import type { Courier } from "@contract/expedition";

export type CourierOption = { value: string; label: string };

/** `chosen` is the order's `shipping_courier` (a code); kept even when the shop no longer offers it. */
export function dispatchCourierOptions(couriers: readonly Courier[], chosen: string): CourierOption[] {
  const options = couriers.map((courier) => ({
    value: courier.courier_code.toUpperCase(),
    label: courier.courier_name,
  }));
  const chosenValue = chosen.trim().toUpperCase();
  const own = options.find((option) => option.value === chosenValue) ?? { value: chosenValue, label: chosenValue };
  return chosenValue ? [own, ...options.filter((option) => option !== own)] : options;
}
