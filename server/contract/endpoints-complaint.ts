// The buyer's complaints about bought products (profile area). Spread into `endpoints` (endpoints.ts).
import type { Endpoint } from "./endpoints";

export const complaintEndpoints = {} satisfies Record<string, Endpoint>;
