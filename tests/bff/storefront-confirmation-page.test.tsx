import type { ProductSummary } from "@contract/product";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import ConfirmationPage, { loader as confirmationLoader } from "~/routes/_shop.confirmation-order";
import { sessionKeys } from "~/utils/session.server";
import { buyerFormHeaders, setTestEnv, useMockUpstream } from "./helpers";
import { orderAnswer } from "../helpers/upstream-answers";
import { renderRoute, unwrap } from "./storefront-render";

// Storefront §2 "Purchase-request confirmation … Shows the created transaction … and the first 6
// best-selling products": the real loader against a stand-in API, rendered by the real page.

const base = "http://api.confirmation.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const TRANSACTION_ID = 88;
const ok = <T,>(data: T) => HttpResponse.json({ status: true, message: "ok", data });

function product(id: number, totalSold: number): ProductSummary {
  return {
    id,
    name: `Produk Laris ${id}`,
    price: 10_000 * id,
    stock: 50,
    status: "enabled",
    star_review: 4,
    count_review: 2,
    total_sold: totalSold,
    image: [],
    promo: [],
    subcategory: { id: 3, name: "Kertas", category_id: 1, category: { id: 1, name: "Alat Tulis Kantor" } },
    unit: { name: "Rim" },
  };
}

const ANSWER = orderAnswer({
  data: { id: TRANSACTION_ID, invoice: "INV/2024/0088", status: "waiting", created_at: "2024-05-17T02:00:00.000Z" },
});

async function buyerRequest(url: string): Promise<Request> {
  const { headers } = await buyerFormHeaders(url);
  const { commitSession, getSession } = await import("~/utils/session.server");
  const session = await getSession(new Request(url, { headers: { Cookie: headers.Cookie } }));
  session.set(sessionKeys.transactionId, TRANSACTION_ID);
  return new Request(url, { headers: { Cookie: (await commitSession(session)).split(";")[0] } });
}

describe("the purchase-request confirmation page", () => {
  it("Shows the first 6 best-selling products", async () => {
    // Best sellers first, as the API sorts them; one more than the page shows.
    const bestSellers = [900, 800, 700, 600, 500, 400, 300].map((sold, index) => product(index + 1, sold));
    const asked: string[] = [];
    server.use(
      http.get(`${base}/transaction/${TRANSACTION_ID}`, () => ok(ANSWER)),
      http.get(`${base}/product`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok(bestSellers);
      }),
    );
    const url = "http://web.test/confirmation-order";
    const loaded = unwrap(await confirmationLoader({ request: await buyerRequest(url), params: {}, context: {} }));
    const html = await renderRoute({
      url,
      id: "routes/_shop.confirmation-order",
      Component: ConfirmationPage,
      loaderData: loaded,
    });

    expect(asked).toEqual(["?limit=6"]);
    expect(html).toContain("INV/2024/0088");
    const section = /<section class="cart-recommendations" aria-labelledby="terlaris">[\s\S]*?<\/section>/.exec(
      html,
    )?.[0];
    expect(section).toContain("Produk Terlaris");
    const names = [...(section ?? "").matchAll(/class="product-card__link"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(names).toEqual(bestSellers.slice(0, 6).map((item) => item.name));
  });
});
