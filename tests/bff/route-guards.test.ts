import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader as confirmationLoader } from "~/routes/_shop.confirmation-order";
import { loader as checkoutLoader } from "~/routes/_shop.checkout";
import { loader as cartLoader } from "~/routes/_shop.keranjang-belanja";
import { loader as profileLoader } from "~/routes/profil";
import { loader as dashboardAliasLoader } from "~/routes/profil.dashboard";
import { buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// Storefront §6 and the route tables: which pages need a login and where the others send a visitor.
// msw fails any upstream call here: a guard answers before the page asks the API anything.

setTestEnv({ API_BASE_URL: "http://api.guards.test/api" });
useMockUpstream();

type Loader = (args: LoaderFunctionArgs) => unknown;

function visit(loader: Loader, url: string, headers: HeadersInit = {}) {
  return thrownBy(
    Promise.resolve().then(() => loader({ request: new Request(url, { headers }), params: {}, context: {} })),
  );
}

function location(thrown: unknown): string | null {
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  return response.headers.get("Location");
}

async function buyerCookie(url: string): Promise<HeadersInit> {
  const { headers } = await buyerFormHeaders(url);
  return { Cookie: headers.Cookie };
}

describe("pages that need a login", () => {
  it.each([
    ["/keranjang-belanja", cartLoader, "/keranjang-belanja?page=2"],
    ["/checkout", checkoutLoader, "/checkout?kurir=jne"],
    ["/confirmation-order", confirmationLoader, "/confirmation-order"],
    ["/profil/beranda", profileLoader, "/profil/beranda"],
  ] as const)("%s: an unauthenticated user goes to login, and comes back there after it", async (_, loader, path) => {
    const thrown = await visit(loader, `http://web.test${path}`);
    expect(location(thrown)).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
  });

  it("/profil without a token goes to /login", async () => {
    expect(location(await visit(profileLoader, "http://web.test/profil"))).toBe("/login?redirectTo=%2Fprofil");
  });
});

describe("where a logged-in buyer is sent", () => {
  it("/profil leads to the area's home /profil/beranda", async () => {
    const url = "http://web.test/profil";
    expect(location(await visit(profileLoader, url, await buyerCookie(url)))).toBe("/profil/beranda");
  });

  it("/profil/dashboard, the spec's redirect target, leads to /profil/beranda too", async () => {
    const url = "http://web.test/profil/dashboard";
    expect(location(await visit(dashboardAliasLoader, url, await buyerCookie(url)))).toBe("/profil/beranda");
    expect(location(await visit(dashboardAliasLoader, url))).toBe("/login?redirectTo=%2Fprofil%2Fdashboard");
  });

  it("/confirmation-order is enterable only with a stored transaction id; otherwise the cart", async () => {
    const url = "http://web.test/confirmation-order";
    expect(location(await visit(confirmationLoader, url, await buyerCookie(url)))).toBe("/keranjang-belanja");
  });

  it("/checkout without a checkout in the session goes back to the cart", async () => {
    const url = "http://web.test/checkout";
    expect(location(await visit(checkoutLoader, url, await buyerCookie(url)))).toBe("/keranjang-belanja");
  });
});
