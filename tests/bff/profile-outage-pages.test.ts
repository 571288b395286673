import type { LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/profil.beranda";
import { loader as orderLoader } from "~/routes/profil.detailtransaksi/route";
import { loader as transactionsLoader } from "~/routes/profil.transaksi";
import { asThrownData, buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// Decision 0118: a profile page whose own subject cannot be loaded (the transaction list, the
// order) answers the outage page with the upstream's status instead of an empty list: an officer
// shown no orders during an outage would think them gone, and send them again.

const base = "http://api.outage.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

async function visit(loader: (args: LoaderFunctionArgs) => unknown, path: string) {
  const url = `http://web.test${path}`;
  const { headers } = await buyerFormHeaders(url);
  const request = new Request(url, { headers: { Cookie: headers.Cookie } });
  return asThrownData(await thrownBy(Promise.resolve().then(() => loader({ request, params: {}, context: {} }))));
}

describe("a profile page whose own data fails", () => {
  it.each([
    ["/profil/beranda", dashboardLoader],
    ["/profil/transaksi", transactionsLoader],
    ["/profil/detailtransaksi?id_transaksi=5", orderLoader],
  ] as const)("%s answers the outage page (502) when the API fails, not an empty page", async (path, loader) => {
    server.use(
      http.all(`${base}/*`, () => HttpResponse.json({ status: false, message: "boom", data: null }, { status: 500 })),
    );
    const thrown = await visit(loader, path);
    expect(thrown.init?.status).toBe(502);
    expect(thrown.data.title).toBe("Layanan sedang bermasalah");
  });
});
