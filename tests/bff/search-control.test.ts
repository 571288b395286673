// A control character or a line break in a list's `search` (issue 23 item 4) is left out of the query
// the API gets: the list is shown, not the 500 page the API's 400 became.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { adminListQuery } from "~/schemas/admin";
import { complaintPageQuery } from "~/utils/complaint-list";
import { parseProductQuery } from "~/utils/product-query.server";
import { parseTransactionTableQuery } from "~/utils/transaction-list.server";
import { buyerFormHeaders, setTestEnv, useMockUpstream } from "./helpers";

const base = "http://api.search.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const HOSTILE = ["%00", "a%00b", "%0D%0Abcc", "%1F%7F", "%E2%80%AEgnp"];
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u001f\u007f\u202e]/;

describe("search without control characters", () => {
  it.each(HOSTILE)("every list's query parser drops them from %s", (raw) => {
    const url = new URL(`http://web.test/x?search=${raw}`);
    const search = url.searchParams.get("search")!;
    expect(parseTransactionTableQuery(url).search).not.toMatch(unsafe);
    expect(complaintPageQuery.parse({ search }).search ?? "").not.toMatch(unsafe);
    expect(adminListQuery.parse({ search }).search).not.toMatch(unsafe);
    expect(parseProductQuery(url.searchParams).search ?? "").not.toMatch(unsafe);
  });

  it("keeps the rest of the search: a%00b is ab", () => {
    expect(parseTransactionTableQuery(new URL("http://web.test/x?search=a%00b")).search).toBe("ab");
    expect(adminListQuery.parse({ search: "kursi\u0000 kantor" }).search).toBe("kursi kantor");
  });

  it("/profil/transaksi?search=%00 shows the list, and the API never sees the character", async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${base}/transaction/*`, ({ request }) => {
        const search = new URL(request.url).searchParams.get("search") ?? "";
        seen.push(search);
        if (unsafe.test(search))
          return HttpResponse.json(
            {
              status: false,
              message: "Data yang dikirim tidak valid.",
              data: { search: ["Tidak boleh berisi karakter kontrol"] },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          status: true,
          message: "ok",
          data: { data: [], current_page: 1, per_page: 10, total: 0, last_page: 0 },
        });
      }),
    );
    const { loader } = await import("~/routes/profil.transaksi");
    for (const raw of HOSTILE) {
      const url = `http://web.test/profil/transaksi?search=${raw}`;
      const { headers } = await buyerFormHeaders(url);
      const result = await loader({ request: new Request(url, { headers }), params: {}, context: {} });
      expect(result.table.list.total).toBe(0);
    }
    expect(seen.length).toBe(HOSTILE.length);
    for (const search of seen) expect(search).not.toMatch(unsafe);
  });
});
