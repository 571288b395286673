import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as checkoutAction } from "~/routes/_shop.checkout";
import { checkoutRequest, flashOf, setTestEnv, useMockUpstream } from "./helpers";

// The checkout's partial forms store the split and go back to the page, which reads the cleared
// service from the checkout itself: one upstream call, nothing else asked (msw fails any other).

const base = "http://api.partials.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

function partialsUpstream(dropped: number | null = null) {
  const stored: string[][] = [];
  server.use(
    http.post(`${base}/transaction/checkout/partial`, async ({ request }) => {
      stored.push((await request.formData()).getAll("partial_qty[]").map(String));
      return HttpResponse.json({ status: true, message: "ok", data: { id: 41, dropped_shipping_cost_nego: dropped } });
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
  ])("%s stores the split with one call and goes back to the page as it was", async (intent, fields, sent) => {
    const stored = partialsUpstream();
    const request = await checkoutRequest("http://web.test/checkout?kurir=pos", { intent, ...fields });
    const response = (await checkoutAction({ request, params: {}, context: {} })) as Response;
    expect(stored).toEqual([sent]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/checkout?kurir=pos");
    expect(flashOf(response)).toBeNull();
  });

  it.each([
    ["partials", { checkout_detail_id: "900", line_qty: "4", "partial_qty[0]": "2", "partial_qty[1]": "2" }],
    ["partials-clear", { checkout_detail_id: "900" }],
  ])("%s says so when the new batches dropped a shipping negotiation", async (intent, fields) => {
    partialsUpstream(600_000);
    const request = await checkoutRequest("http://web.test/checkout?kurir=pos", { intent, ...fields });
    const response = (await checkoutAction({ request, params: {}, context: {} })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/checkout?kurir=pos");
    expect(flashOf(response)).toBe(
      "Nego ongkos kirim Rp. 600.000 dibatalkan karena pengiriman sebagian berubah. Silahkan pilih layanan ekspedisi, lalu ajukan nego ongkos kirim kembali bila perlu.",
    );
  });
});
