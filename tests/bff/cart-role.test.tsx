import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CART_ROLE_NOTE } from "~/components/cart/cart-role-note";
import { PurchaseBox } from "~/components/catalogue/purchase-box";
import CartPage, { loader as cartLoader } from "~/routes/_shop.keranjang-belanja";
import { mayUseCart } from "~/utils/cart-role.server";
import { commitSession, getSession } from "~/utils/session.server";
import { userAnswer } from "../helpers/upstream-answers";
import { setTestEnv, thrownBy, useMockUpstream } from "./helpers";
import { renderRoute, unwrap } from "./storefront-render";

// The cart and checkout are the PP's (issue 25, decision 0154): a member without the PP role reads
// who orders instead of the buttons; a visitor sees the buttons as before (no look-up); a failed
// look-up offers them (the API refuses a non-PP with 403 anyway).

const base = "http://api.cart-role.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();
const ok = (data: unknown) => HttpResponse.json({ status: true, message: "ok", data });

async function buyerRequest(url = "http://web.test/keranjang-belanja"): Promise<Request> {
  const session = await getSession(new Request(url));
  session.set("token", "buyer-token");
  session.set("userId", 7);
  return new Request(url, { headers: { Cookie: (await commitSession(session)).split(";")[0] } });
}

function userWithRoles(roles: ("pp" | "ppk" | "bendahara" | "penerima")[]) {
  let calls = 0;
  server.use(
    http.get(`${base}/user`, () => {
      calls += 1;
      return ok(userAnswer({ my_roles: roles }));
    }),
  );
  return () => calls;
}

describe("who is offered the cart", () => {
  it("a visitor, without asking the API", async () => {
    expect(await mayUseCart(new Request("http://web.test/produk-detail?id_produk=3"))).toBe(true);
  });

  it("a member holding PP", async () => {
    const calls = userWithRoles(["pp", "penerima"]);
    expect(await mayUseCart(await buyerRequest())).toBe(true);
    expect(calls()).toBe(1);
  });

  it("not a member without PP", async () => {
    userWithRoles(["ppk", "bendahara"]);
    expect(await mayUseCart(await buyerRequest())).toBe(false);
  });

  it("a member whose roles could not be read (the API still refuses)", async () => {
    server.use(http.get(`${base}/user`, () => HttpResponse.json({ status: false, message: "x" }, { status: 500 })));
    expect(await mayUseCart(await buyerRequest())).toBe(true);
  });

  it("an ended session goes to the login page", async () => {
    server.use(http.get(`${base}/user`, () => HttpResponse.json({ status: false, message: "x" }, { status: 401 })));
    const thrown = await thrownBy(mayUseCart(await buyerRequest()));
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login/);
  });
});

const productUrl = "http://web.test/produk-detail?id_produk=3";
const renderBox = (loggedIn: boolean, cartOffered: boolean) =>
  renderRoute({
    url: productUrl,
    id: "routes/_shop.produk-detail",
    Component: () => (
      <PurchaseBox productId={3} stock={12} unit="Rim" negoInfo="" flash={null} cartOffered={cartOffered} />
    ),
    loaderData: null,
    rootData: { loggedIn },
  });

describe("the product page's purchase box", () => {
  it("shows a member without PP who orders instead of the buttons", async () => {
    const html = await renderBox(true, false);
    expect(html).toContain(CART_ROLE_NOTE);
    expect(html).toContain("Stok: 12 Rim");
    expect(html).not.toContain("Tambah ke Keranjang");
    expect(html).not.toContain("Nego Harga");
  });

  it("keeps the buttons for a PP and for a visitor", async () => {
    for (const loggedIn of [true, false]) {
      const html = await renderBox(loggedIn, true);
      expect(html).toContain("Tambah ke Keranjang");
      expect(html).not.toContain(CART_ROLE_NOTE);
    }
  });
});

const line = {
  id: 5,
  product_id: 3,
  qty: 2,
  note: null,
  created_at: "2026-01-01T00:00:00.000Z",
  product: {
    id: 3,
    name: "Kertas HVS",
    price: 10_000,
    stock: 10,
    status: "enabled",
    weight: 100,
    unit: { name: "Rim" },
    promo: [],
    image: [{ id: 1, image: "products/3.jpg", webp: null, default_image: true }],
  },
};

describe("the cart page's checkout", () => {
  async function page(roles: ("pp" | "ppk" | "bendahara" | "penerima")[]) {
    userWithRoles(roles);
    server.use(
      http.get(`${base}/transaction/cart/list-cart/7`, () => ok([line])),
      http.get(`${base}/product`, () => ok({ data: [], current_page: 1, last_page: 1, per_page: 8, total: 0 })),
    );
    const loaderData = unwrap(await cartLoader({ request: await buyerRequest(), params: {}, context: {} }));
    const html = await renderRoute({
      url: "http://web.test/keranjang-belanja",
      id: "routes/_shop.keranjang-belanja",
      Component: CartPage,
      loaderData,
    });
    return { loaderData: loaderData as { checkoutOffered: boolean }, html };
  }

  it("offers checkout to a PP", async () => {
    const { loaderData, html } = await page(["pp"]);
    expect(loaderData.checkoutOffered).toBe(true);
    expect(html).toContain('value="checkout"');
    expect(html).not.toContain(CART_ROLE_NOTE);
  });

  it("shows a member without PP who orders instead of the checkout button", async () => {
    const { loaderData, html } = await page(["bendahara"]);
    expect(loaderData.checkoutOffered).toBe(false);
    expect(html).not.toContain('value="checkout"');
    expect(html).toContain(CART_ROLE_NOTE);
  });
});
