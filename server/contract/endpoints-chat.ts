// Chat with the shop admin (profile area). Spread into `endpoints` (endpoints.ts).
import type { Endpoint } from "./endpoints";

export const chatEndpoints = {} satisfies Record<string, Endpoint>;
