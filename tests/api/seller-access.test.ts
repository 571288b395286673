// Two kinds of actor, checked on every endpoint of the table: a buyer's token never opens a seller
// endpoint and a seller's token never opens a buyer endpoint (401), before any input is read.
import { describe, expect, it } from "vitest";
import { actorsOf, type Endpoint } from "../../server/contract/endpoint";
import { endpoints } from "../../server/contract/endpoints";
import { useApiSuite } from "../helpers/api-suite";
import { expectError } from "./support";

const { api, demo, seller } = useApiSuite({ seller: true, api: { chatMailSweepMs: 0 } });

const table = Object.entries(endpoints as Record<string, Endpoint>);
const only = (kind: "buyer" | "seller") =>
  table.filter(([, endpoint]) => {
    const actors = actorsOf(endpoint);
    return actors.length === 1 && actors[0] === kind;
  });
/** Path parameters filled with an id that exists for nobody in particular: the guard answers first. */
const urlOf = (endpoint: Endpoint) => `/api/${endpoint.path.replace(/:[A-Za-z]+/g, "1")}`;

const request = (endpoint: Endpoint, headers: Record<string, string>) => ({
  method: endpoint.method,
  url: urlOf(endpoint),
  headers: endpoint.method === "GET" ? headers : { ...headers, "content-type": "application/x-www-form-urlencoded" },
  payload: endpoint.method === "GET" ? undefined : "",
});

describe("actor kinds on every endpoint", () => {
  it("names the seller console's endpoints seller-only", () => {
    const sellerOnly = only("seller").map(([name]) => name);
    for (const name of [
      "sellerListOrders",
      "sellerGetOrder",
      "sellerConfirmOrder",
      "sellerNegotiate",
      "sellerCancelOrder",
      "sellerAcceptPayment",
      "sellerRejectPayment",
      "sellerGetPaymentProof",
      "sellerProcessOrder",
      "sellerDispatchShipment",
      "sellerListReviews",
      "sellerReplyReview",
      "sellerListComplaints",
      "sellerGetComplaint",
      "sellerReplyComplaint",
      "sellerListChats",
      "sellerGetChat",
      "sellerSendChat",
      "sellerListProducts",
      "sellerUpdateProduct",
    ])
      expect(sellerOnly).toContain(name);
    expect(Object.keys(endpoints)).not.toContain("adminReplyChat");
  });

  it("refuses a buyer token on every seller endpoint (401)", async () => {
    for (const [name, endpoint] of only("seller")) {
      const error = await expectError(api.app, request(endpoint, demo.headers), 401);
      expect(error.status, name).toBe(false);
    }
  });

  it("refuses a seller token on every buyer endpoint (401)", async () => {
    const buyerOnly = only("buyer");
    expect(buyerOnly.length).toBeGreaterThan(20);
    for (const [name, endpoint] of buyerOnly) {
      const error = await expectError(api.app, request(endpoint, seller.headers), 401);
      expect(error.status, name).toBe(false);
    }
  });
});
