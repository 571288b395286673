import * as z from "zod";
import type { Endpoint } from "./endpoint";
import { envelope } from "./envelope";

export const healthResponse = envelope(z.object({ db: z.literal("up") }));

/** Not a spec call: for load balancers and start scripts. 503 with the error envelope when the database is down. */
export const healthEndpoint = {
  method: "GET",
  path: "health",
  summary: "Liveness with a database round trip",
  response: healthResponse,
} satisfies Endpoint;
