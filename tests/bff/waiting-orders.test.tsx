import type { WaitingOrder } from "@contract/team";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import ProfileHome, { loader } from "~/routes/profil.beranda";
import { waitingTexts } from "~/utils/waiting-orders";
import { userAnswer } from "../helpers/upstream-answers";
import { buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";
import { renderRoute, unwrap } from "./storefront-render";

// "Menunggu tindakan Anda" on /profil/beranda (issue 25, decision 0154): the waiting orders come
// beside the profile and the table, each leads to the tab of its step with its role and deadline in
// WITA; a failed list leaves the rest of the dashboard standing; an empty one shows nothing.

const base = "http://api.waiting.test/api";
setTestEnv({ API_BASE_URL: base, SHOP_ORIGIN: "http://web.test" });
const server = useMockUpstream();
const url = "http://web.test/profil/beranda";
const ok = (data: unknown) => HttpResponse.json({ status: true, message: "ok", data });

const waiting: WaitingOrder[] = [
  {
    id: 12,
    invoice: "INV/20261120/0012",
    status: "confirmed",
    role: "ppk",
    step: "Setujui hasil negosiasi",
    deadline: "2026-11-28T06:00:00.000Z",
  },
  {
    id: 14,
    invoice: "INV/20261121/0014",
    status: "document",
    role: "bendahara",
    step: "Bayar pesanan",
    deadline: null,
  },
];

function upstream(waitingAnswer: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get(`${base}/user`, () => {
      calls.push("user");
      return ok(userAnswer());
    }),
    http.get(`${base}/transaction/list-transaction/7`, () => {
      calls.push("list");
      return ok({ data: [], current_page: 1, per_page: 5, total: 0, last_page: 0 });
    }),
    http.get(`${base}/team/waiting`, () => {
      calls.push("waiting");
      return waitingAnswer();
    }),
  );
  return calls;
}

async function load() {
  const { headers } = await buyerFormHeaders(url);
  return unwrap(await loader({ request: new Request(url, { headers }), params: {}, context: {} })) as {
    waiting: WaitingOrder[] | null;
    user: { name: string };
  };
}

const render = (loaderData: unknown) =>
  renderRoute({ url, id: "routes/profil.beranda", Component: ProfileHome, loaderData });

describe("the dashboard's waiting orders", () => {
  it("loads the list beside the profile and the table", async () => {
    const calls = upstream(() => ok({ orders: waiting }));
    const answer = await load();
    expect(answer.waiting).toEqual(waiting);
    expect([...calls].sort()).toEqual(["list", "user", "waiting"]);
  });

  it("shows each order with its step, role and WITA deadline, leading to the step's tab", async () => {
    upstream(() => ok({ orders: waiting }));
    const html = await render(await load());
    expect(html).toContain(waitingTexts.heading);
    expect(html).toContain('href="/profil/detailtransaksi?id_transaksi=12&amp;tab=negosiasi"');
    expect(html).toContain('href="/profil/detailtransaksi?id_transaksi=14&amp;tab=pembayaran"');
    expect(html).toContain("Setujui hasil negosiasi");
    expect(html).toContain('title="Pejabat Pembuat Komitmen">PPK</abbr>');
    // 06:00 UTC is 14:00 in Makassar.
    expect(html).toContain("Batas waktu 28 November 2026 14:00 WITA");
    expect(html.match(/data-testid="waiting-order"/g)).toHaveLength(2);
    // The section comes before the transaction table.
    expect(html.indexOf(waitingTexts.heading)).toBeLessThan(html.indexOf("Daftar Transaksi"));
  });

  it("shows nothing when no order waits", async () => {
    upstream(() => ok({ orders: [] }));
    const html = await render(await load());
    expect(html).not.toContain(waitingTexts.heading);
    expect(html).toContain("Daftar Transaksi");
  });

  it("keeps the dashboard when the list fails, saying the list could not be loaded", async () => {
    upstream(() => HttpResponse.json({ status: false, message: "boom", data: null }, { status: 500 }));
    const answer = await load();
    expect(answer.waiting).toBeNull();
    expect(answer.user.name).toBe(userAnswer().name);
    const html = await render(answer);
    expect(html).toContain(waitingTexts.unavailable);
    expect(html).toContain("Daftar Transaksi");
  });

  it("keeps the dashboard when the API is unreachable for the list", async () => {
    upstream(() => HttpResponse.error());
    expect((await load()).waiting).toBeNull();
  });

  it("still sends an ended session to the login page", async () => {
    server.use(
      http.get(`${base}/user`, () => ok(userAnswer())),
      http.get(`${base}/transaction/list-transaction/7`, () =>
        ok({ data: [], current_page: 1, per_page: 5, total: 0, last_page: 0 }),
      ),
      http.get(`${base}/team/waiting`, () =>
        HttpResponse.json({ status: false, message: "Unauthenticated", data: null }, { status: 401 }),
      ),
    );
    const { headers } = await buyerFormHeaders(url);
    const thrown = await thrownBy(loader({ request: new Request(url, { headers }), params: {}, context: {} }));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login/);
  });
});
