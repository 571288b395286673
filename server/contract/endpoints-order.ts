// Following one order in the profile area: its detail, negotiation rounds and log. Spread into `endpoints` (endpoints.ts).
import type { Endpoint } from "./endpoints";

export const orderEndpoints = {} satisfies Record<string, Endpoint>;
