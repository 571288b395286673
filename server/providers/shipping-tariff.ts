// Shipping tariffs. The API asks a provider for the services a courier offers between two districts
// for a weight; the table below is the built-in one. A real courier-rate service can replace it by
// implementing the same interface and passing it through the app's deps.

export type TariffRequest = {
  courier: string;
  originDistrictId: number;
  destinationDistrictId: number;
  weightGrams: number;
};

export type TariffService = {
  service: string;
  description: string;
  /** Integer rupiah. */
  value: number;
  /** Estimated days, e.g. "2-3". */
  etd: string;
};

export interface ShippingTariffProvider {
  /** The services available for the route; empty when the courier does not serve it. */
  quote(request: TariffRequest): Promise<TariffService[]>;
}

/** Distance classes between origin and destination, nearest first. */
export type Zone = "district" | "province" | "island" | "national";

type Rate = { perKg: number; etd: string };
type ServiceTable = { service: string; description: string; rates: Partial<Record<Zone, Rate>> };

/** Rupiah per started kilogram and estimated days, per courier, service and zone (absent: not offered). */
export const tariffTable: Record<string, ServiceTable[]> = {
  jne: [
    {
      service: "REG",
      description: "Layanan Reguler",
      rates: {
        district: { perKg: 9_000, etd: "1-2" },
        province: { perKg: 15_000, etd: "2-3" },
        island: { perKg: 24_000, etd: "2-4" },
        national: { perKg: 42_000, etd: "3-6" },
      },
    },
    {
      service: "YES",
      description: "Yakin Esok Sampai",
      rates: {
        district: { perKg: 18_000, etd: "1-1" },
        province: { perKg: 26_000, etd: "1-1" },
        island: { perKg: 38_000, etd: "1-2" },
      },
    },
    {
      service: "OKE",
      description: "Ongkos Kirim Ekonomis",
      rates: {
        province: { perKg: 12_000, etd: "3-4" },
        island: { perKg: 19_000, etd: "4-6" },
        national: { perKg: 34_000, etd: "6-9" },
      },
    },
  ],
  pos: [
    {
      service: "Pos Reguler",
      description: "Pos Reguler",
      rates: {
        district: { perKg: 8_000, etd: "2-3" },
        province: { perKg: 13_000, etd: "3-4" },
        island: { perKg: 21_000, etd: "4-6" },
        national: { perKg: 38_000, etd: "5-9" },
      },
    },
    {
      service: "Pos Nextday",
      description: "Pos Nextday",
      rates: {
        district: { perKg: 16_000, etd: "1-1" },
        province: { perKg: 24_000, etd: "1-1" },
      },
    },
  ],
  // TIKI's network in this table stops at the island group: no service to other islands.
  tiki: [
    {
      service: "REG",
      description: "Regular Service",
      rates: {
        district: { perKg: 8_500, etd: "1-2" },
        province: { perKg: 14_000, etd: "2-3" },
        island: { perKg: 23_000, etd: "3-5" },
      },
    },
    {
      service: "ONS",
      description: "Over Night Service",
      rates: {
        district: { perKg: 17_000, etd: "1-1" },
        province: { perKg: 25_000, etd: "1-1" },
      },
    },
    {
      service: "ECO",
      description: "Economy Service",
      rates: {
        province: { perKg: 11_000, etd: "3-5" },
        island: { perKg: 18_000, etd: "4-6" },
      },
    },
  ],
};

/** Kemendagri codes: a district's first two digits are its province; a province's first digit its island group. */
const provinceOf = (districtId: number) => Math.floor(districtId / 100);
const islandGroupOf = (districtId: number) => Math.floor(provinceOf(districtId) / 10);

export function zoneBetween(originDistrictId: number, destinationDistrictId: number): Zone {
  if (originDistrictId === destinationDistrictId) return "district";
  if (provinceOf(originDistrictId) === provinceOf(destinationDistrictId)) return "province";
  if (islandGroupOf(originDistrictId) === islandGroupOf(destinationDistrictId)) return "island";
  return "national";
}

/** Billed weight: whole kilograms, rounded up, at least 1. */
export const billedKilograms = (weightGrams: number) => Math.max(1, Math.ceil(weightGrams / 1000));

export const tableShippingTariff: ShippingTariffProvider = {
  async quote({ courier, originDistrictId, destinationDistrictId, weightGrams }) {
    const code = courier.toLowerCase();
    const services = Object.hasOwn(tariffTable, code) ? tariffTable[code] : [];
    const zone = zoneBetween(originDistrictId, destinationDistrictId);
    const kilograms = billedKilograms(weightGrams);
    return services.flatMap(({ service, description, rates }) => {
      const rate = rates[zone];
      return rate ? [{ service, description, value: rate.perKg * kilograms, etd: rate.etd }] : [];
    });
  },
};
