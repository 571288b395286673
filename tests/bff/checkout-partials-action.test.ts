import type { SubmissionResult } from "@conform-to/react";
import { checkoutMessages } from "@contract/checkout";
import { transactionMessages } from "@contract/transaction";
import { http, HttpResponse } from "msw";
import { checkoutTexts } from "~/utils/labels";
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

// Without JavaScript the partial inputs belong to the purchase request form, named per line (issue 28 item 13).
type Refused = {
  init: { status: number };
  data: { intent: string; result: SubmissionResult<string[]>; extra?: unknown };
};

describe("the partials typed in the purchase request form (JavaScript off)", () => {
  const lines: [string, string][] = [
    ["partial", "900:4"],
    ["partial", "901:2"],
  ];
  const typed = (line: number, ...values: string[]) =>
    values.map((value): [string, string] => [`partial_typed_${line}`, value]);
  /** The purchase requests that reached the API (their bodies). */
  const createUpstream = () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${base}/transaction/create`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: true, message: "ok", data: { id: 77 } });
      }),
    );
    return sent;
  };
  /** The purchase request form posted with the lines' entries and `more`. */
  const submitted = async (more: [string, string][]) => {
    const fields: [string, string][] = [
      ["intent", "submit"],
      ["checkout_id", "41"],
      ["idempotency_key", "key-41"],
      ["total_ppn", "0"],
      ...lines,
      ...more,
    ];
    const request = await checkoutRequest("http://web.test/checkout", fields);
    return (await checkoutAction({ request, params: {}, context: {} })) as unknown as Refused;
  };

  it("'Simpan partial' stores its own line's typed values", async () => {
    const stored = partialsUpstream();
    const fields = [["intent", "partials:900"], ...lines, ...typed(900, "1", "3", ""), ...typed(901, "2")];
    const request = await checkoutRequest("http://web.test/checkout", fields as [string, string][]);
    const response = (await checkoutAction({ request, params: {}, context: {} })) as Response;
    expect(stored).toEqual([["1", "3", ""]]);
    expect(response.headers.get("Location")).toBe("/checkout");
  });

  it("'Simpan partial' answers a wrong split beside its line, keeping what was typed", async () => {
    const stored = partialsUpstream();
    const fields = [["intent", "partials:900"], ...lines, ...typed(900, "1", "1")];
    const request = await checkoutRequest("http://web.test/checkout", fields as [string, string][]);
    const { init, data: reply } = (await checkoutAction({ request, params: {}, context: {} })) as unknown as Refused;
    expect(init.status).toBe(400);
    expect(stored).toEqual([]);
    expect(reply.intent).toBe("partials");
    expect(reply.result.initialValue).toMatchObject({ checkout_detail_id: "900", partial_qty: ["1", "1"] });
    expect(reply.result.error?.partial_qty).toEqual([checkoutMessages.partialMismatch]);
  });

  it("blocks the purchase request while a typed, unsaved split is wrong, and sends nothing upstream", async () => {
    const created = createUpstream();
    const { init, data: reply } = await submitted(typed(900, "1", "2"));
    expect(init.status).toBe(400);
    expect(created).toEqual([]);
    expect(reply.result.error?.[""]).toEqual([transactionMessages.partialMismatch]);
    const partials = (reply.extra as { partials: Record<string, { initialValue: unknown; error: unknown }> }).partials;
    expect(partials["900"].initialValue).toMatchObject({ partial_qty: ["1", "2"] });
    expect(partials["900"].error).toMatchObject({ partial_qty: [checkoutMessages.partialMismatch] });
    expect(partials["901"]).toBeUndefined();
  });

  it("blocks the purchase request while a right split is typed and not saved, and sends nothing upstream", async () => {
    const created = createUpstream();
    const { init, data: reply } = await submitted(typed(900, "1", "3"));
    expect(init.status).toBe(400);
    expect(created).toEqual([]);
    expect(reply.result.error?.[""]).toEqual([checkoutTexts.unsavedPartials]);
    const partials = (reply.extra as { partials: Record<string, { initialValue: unknown }> }).partials;
    expect(partials["900"].initialValue).toMatchObject({ partial_qty: ["1", "3"] });
  });

  it("goes through once the typed values are put right, over a stale draft the page carried", async () => {
    const sent = createUpstream();
    const stale = JSON.stringify({ checkout_detail_id: "900", line_qty: "4", partial_qty: ["1", "2"] });
    const response = (await submitted([["partial_draft", stale], ...typed(900, "", "", "")])) as unknown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/confirmation-order");
    expect(sent).toMatchObject([
      {
        partial: [
          { id: 900, partial_qty: [4] },
          { id: 901, partial_qty: [2] },
        ],
      },
    ]);
  });
});
