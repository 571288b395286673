import type { Checkout } from "@contract/checkout";
import type { Courier } from "@contract/expedition";
import type { ShippingQuote } from "@contract/shipping";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import CheckoutPage, { action as checkoutAction, loader as checkoutLoader } from "~/routes/_shop.checkout";
import { checkoutRequest, setTestEnv, useMockUpstream } from "./helpers";
import { addressEntry, checkoutAnswer, settingAnswer } from "../helpers/upstream-answers";
import { checkoutTexts, shippingTexts } from "~/utils/labels";
import { renderRoute, unwrap } from "./storefront-render";

// Storefront §4 "Checkout: choose address (default is the first listed)", §7 "GET expedition … also
// maps a courier code to its name" and §8 "Shipping quote failure: the service list shows 'Layanan
// Tidak Tersedia'" / "Address create failure: message shown in the form": the real loader and action
// against a stand-in API, their answer rendered by the real page.

const base = "http://api.checkout-page.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

// buyerFormHeaders' buyer, and the checkout checkoutRequest puts in the session.
const USER_ID = 7;
const CHECKOUT_ID = 41;
const ok = <T,>(data: T) => HttpResponse.json({ status: true, message: "ok", data });

// The API lists the default address first; the second is there so "first" means something.
const ADDRESSES = [
  addressEntry(501, { receipt_name: "Budi Santoso", satker: "Dinas Pendidikan" }),
  addressEntry(502, { receipt_name: "Siti Aminah", satker: "Dinas Kesehatan" }),
];
const COURIERS: Courier[] = [
  { courier_name: "Jalur Nugraha Ekakurir (JNE)", courier_code: "jne", status: "enabled" },
  { courier_name: "POS Indonesia", courier_code: "pos", status: "enabled" },
];

const checkout = (overrides: Partial<Checkout> = {}) => checkoutAnswer({ id: CHECKOUT_ID, ...overrides });
/** The first address with JNE REG chosen for its one batch. */
const withJneReg = () =>
  checkout({
    satker_id: 501,
    shipping_courier: "jne",
    shipping_service: "REG",
    shipping_cost: 25_000,
    shipping_costs: [{ partial_id: 1, shipping_cost: 25_000, etd: "2-3" }],
  });

const SETTING = settingAnswer();

const QUOTE: ShippingQuote[] = [
  {
    partial_id: 1,
    code: "jne",
    name: "JNE",
    costs: [{ service: "REG", description: "Layanan Reguler", cost: [{ value: 25_000, etd: "2-3", note: "" }] }],
  },
];

/** The stand-in API for one checkout page; `quote` answers the shipping-cost call. */
function upstreamFor(current: Checkout, quote: () => Response) {
  server.use(
    http.get(`${base}/transaction/checkout/detail-checkout/${CHECKOUT_ID}`, () => ok(current)),
    http.get(`${base}/customer/address/list/${USER_ID}`, () => ok(ADDRESSES)),
    http.get(`${base}/expedition`, () => ok(COURIERS)),
    http.get(`${base}/setting`, () => ok(SETTING)),
    http.get(`${base}/customer/province`, () => ok([{ province_id: 73, province_name: "Sulawesi Selatan" }])),
    http.get(`${base}/customer/district/:id`, () => ok([])),
    http.get(`${base}/customer/sub-district/:id`, () => ok([])),
    http.post(`${base}/transaction/checkout/get-shipping-cost/${CHECKOUT_ID}`, quote),
  );
}

/**
 * The page as the server renders it from the real loader's (and, for a post, action's) answer.
 */
async function renderCheckout(request: Request, flash?: string): Promise<string> {
  const ctx = { params: {}, context: {} };
  const actionData = request.method === "POST" ? unwrap(await checkoutAction({ request, ...ctx })) : undefined;
  const loaded = unwrap(
    await checkoutLoader({ request: new Request(request.url, { headers: request.headers }), ...ctx }),
  );
  return renderRoute({
    url: request.url,
    id: "routes/_shop.checkout",
    Component: CheckoutPage,
    loaderData: loaded,
    actionData,
    flash,
  });
}

/** The radio of the address with this id, as rendered. */
function addressRadio(html: string, id: number): string {
  const match = new RegExp(`<input[^>]*name="satker_id"[^>]*value="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no address radio for ${id}`);
  return match[0];
}

describe("the checkout page", () => {
  it("Checkout: the default address is the first listed", async () => {
    upstreamFor(checkout(), () => ok(QUOTE));
    const html = await renderCheckout(await checkoutRequest("http://web.test/checkout"));
    expect(addressRadio(html, 501)).toContain('checked=""');
    expect(addressRadio(html, 502)).not.toContain("checked");
  });

  it("an address the checkout already has stays chosen over the first listed", async () => {
    upstreamFor(checkout({ satker_id: 502 }), () => ok(QUOTE));
    const html = await renderCheckout(await checkoutRequest("http://web.test/checkout"));
    expect(addressRadio(html, 502)).toContain('checked=""');
    expect(addressRadio(html, 501)).not.toContain("checked");
  });

  it("GET expedition also maps a courier code to its name: the chosen service and the quoted courier are named", async () => {
    upstreamFor(withJneReg(), () => ok(QUOTE));
    const html = await renderCheckout(await checkoutRequest("http://web.test/checkout?kurir=jne"));
    expect(html).toContain("Dipilih: <strong>Jalur Nugraha Ekakurir (JNE)</strong> REG");
    expect(html).toContain("Layanan Jalur Nugraha Ekakurir (JNE)</legend>");
    expect(html).not.toContain("Layanan Tidak Tersedia");
  });

  it("after new delivery batches the courier stays quoted and the page asks for the service again", async () => {
    upstreamFor(checkout({ satker_id: 501, shipping_courier: "jne", batches: 2 }), () => ok(QUOTE));
    const html = await renderCheckout(await checkoutRequest("http://web.test/checkout"));
    // A warning, not the plain line of a chosen service: what the buyer chose was undone.
    expect(html).toContain(
      `<p class="shipping-current form-alert form-alert--warning">${shippingTexts.serviceAgain}</p>`,
    );
    expect(html).toContain("Layanan Jalur Nugraha Ekakurir (JNE)</legend>");
    expect(html).not.toMatch(/name="service"[^>]*checked/);
  });

  it("the notice that a split dropped the shipping negotiation is a warning, not a success", async () => {
    upstreamFor(checkout({ satker_id: 501, shipping_courier: "jne", batches: 2 }), () => ok(QUOTE));
    const dropped = checkoutTexts.shippingNegoDropped(600_000);
    const html = await renderCheckout(await checkoutRequest("http://web.test/checkout"), dropped);
    expect(html).toContain(
      `<div class="form-alert form-alert--warning" role="alert"><p class="form-alert__title">Perhatian</p><p class="form-alert__message">${dropped}</p></div>`,
    );
    expect(html).not.toContain("form-alert--success");
  });

  it("the checkout's success message stays a success", async () => {
    upstreamFor(checkout(), () => ok(QUOTE));
    const html = await renderCheckout(await checkoutRequest("http://web.test/checkout"), "Alamat berhasil ditambahkan");
    expect(html).toContain(
      '<div class="form-alert form-alert--success" role="status"><p class="form-alert__message">Alamat berhasil ditambahkan</p></div>',
    );
  });

  it("no such notice before a courier is chosen, nor once a service is", async () => {
    upstreamFor(checkout({ satker_id: 501 }), () => ok(QUOTE));
    expect(await renderCheckout(await checkoutRequest("http://web.test/checkout?kurir=jne"))).not.toContain(
      shippingTexts.serviceAgain,
    );
    upstreamFor(withJneReg(), () => ok(QUOTE));
    expect(await renderCheckout(await checkoutRequest("http://web.test/checkout"))).not.toContain(
      shippingTexts.serviceAgain,
    );
  });

  it("Shipping quote failure: the service list shows 'Layanan Tidak Tersedia'", async () => {
    upstreamFor(checkout({ satker_id: 501 }), () =>
      HttpResponse.json({ status: false, message: "Tarif tidak tersedia.", data: null }, { status: 422 }),
    );
    const html = await renderCheckout(await checkoutRequest("http://web.test/checkout?kurir=pos"));
    expect(html).toMatch(/<p class="shipping-unavailable" role="status">Layanan Tidak Tersedia<\/p>/);
    expect(html).not.toContain('name="service"');
  });

  it("Address create failure: message shown in the form", async () => {
    upstreamFor(checkout(), () => ok(QUOTE));
    server.use(
      http.post(`${base}/customer/address/create`, () =>
        HttpResponse.json({ status: false, message: "Wilayah tidak sesuai.", data: null }, { status: 422 }),
      ),
    );
    const request = await checkoutRequest("http://web.test/checkout", {
      intent: "address-create",
      receipt_name: "Rina Wati",
      receipt_phone_number: "081234567890",
      address: "Jl. Baru No. 3",
      name: "Dinas Sosial",
      province_id: "73",
      district_id: "7371",
      sub_district_id: "737101",
    });
    const html = await renderCheckout(request);
    const form = /<details class="address-new"[\s\S]*?<\/details>/.exec(html)?.[0] ?? "";
    // Open, with the API's message in its warning box and the typed values kept.
    expect(form).toMatch(/^<details class="address-new" open="">/);
    expect(form).toMatch(
      /role="alert"><p class="form-alert__title">Peringatan !<\/p><p class="form-alert__message">Wilayah tidak sesuai\.<\/p>/,
    );
    expect(form).toContain('value="Rina Wati"');
  });
});
