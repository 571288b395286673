import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as checkoutAction } from "~/routes/_shop.checkout";
import { shippingTexts } from "~/utils/labels";
import { checkoutAnswer } from "../helpers/upstream-answers";
import { checkoutPost, flashOf, setTestEnv, useMockUpstream } from "./helpers";

// New delivery batches need a new quote: the API clears the chosen service (keeping the courier), and
// the buyer is told to choose it again instead of finding the shipping cost gone at submit time.

const base = "http://api.partials.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const partialsPost = (fields: Record<string, string>) => checkoutPost("http://web.test/checkout", fields);

function upstream(service: string | null) {
  const stored: string[][] = [];
  server.use(
    http.get(`${base}/transaction/checkout/detail-checkout/41`, () =>
      HttpResponse.json({
        status: true,
        message: "ok",
        data: checkoutAnswer({ shipping_courier: service ? "pos" : null, shipping_service: service }),
      }),
    ),
    http.post(`${base}/transaction/checkout/partial`, async ({ request }) => {
      stored.push((await request.formData()).getAll("partial_qty[]").map(String));
      return HttpResponse.json({ status: true, message: "ok", data: { id: 41 } });
    }),
  );
  return stored;
}

describe("the checkout's partial delivery forms", () => {
  it.each([
    [
      "partials",
      { checkout_detail_id: "900", line_qty: "3", "partial_qty[0]": "1", "partial_qty[1]": "2" },
      ["1", "2"],
    ],
    ["partials-clear", { checkout_detail_id: "900" }, []],
  ])(
    "%s after a service was chosen: saved, and the buyer is asked to choose the service again",
    async (intent, fields, sent) => {
      const stored = upstream("Pos Reguler");
      const response = (await checkoutAction({
        request: await partialsPost({ intent, ...fields }),
        params: {},
        context: {},
      })) as Response;
      expect(stored).toEqual([sent]);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/checkout");
      expect(flashOf(response)).toBe(shippingTexts.serviceAgain);
    },
  );

  it("before any service is chosen: saved without a message", async () => {
    const stored = upstream(null);
    const response = (await checkoutAction({
      request: await partialsPost({
        intent: "partials",
        checkout_detail_id: "900",
        line_qty: "3",
        "partial_qty[0]": "1",
        "partial_qty[1]": "2",
      }),
      params: {},
      context: {},
    })) as Response;
    expect(stored).toEqual([["1", "2"]]);
    expect(response.status).toBe(302);
    expect(flashOf(response)).toBeNull();
  });
});
