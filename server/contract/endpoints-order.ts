// Following one order in the profile area: its detail, negotiation rounds and log. Spread into `endpoints` (endpoints.ts).
// (`GET transaction/:transactionId` itself is `getTransaction` in endpoints.ts.)
import type { Endpoint } from "./endpoint";
import { transactionLogResponse } from "./order";
import { transactionParams } from "./transaction";

export const orderEndpoints = {
  getTransactionLog: {
    method: "GET",
    path: "transaction/log/:transactionId",
    summary: "The log of one of the caller's transactions (data.log), oldest first; another buyer's id is a 404",
    auth: "buyer",
    params: transactionParams,
    response: transactionLogResponse,
  },
} satisfies Record<string, Endpoint>;
