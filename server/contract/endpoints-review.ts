// The buyer's reviews of bought products (profile area). Spread into `endpoints` (endpoints.ts).
import type { Endpoint } from "./endpoints";

export const reviewEndpoints = {} satisfies Record<string, Endpoint>;
