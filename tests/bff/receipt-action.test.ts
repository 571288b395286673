import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { TransactionAnswer } from "@contract/transaction";
import { action } from "~/routes/profil.detailtransaksi/route";
import { openOrderTab } from "~/routes/profil.detailtransaksi/tabs.server";
import { loader as documentLoader } from "~/routes/profil.penerimaan.dokumen.$id";
import { loader as exportLoader } from "~/routes/profil.penerimaan.ekspor.$kind";
import { issueCsrfToken } from "~/utils/csrf.server";
import type { FormReply } from "~/utils/form.server";
import { logger } from "~/utils/logger.server";
import { commitSession, getSession } from "~/utils/session.server";
import { buyerFormHeaders, setTestEnv, streamedMultipart, useMockUpstream } from "./helpers";

// The Penerimaan tab's action: the spec's multipart payload to the upstream (files[n][name] and
// files[n][file] for the chosen slots only), the upstream's errors back on the form's own fields, one
// log line per submission with files as name, type and size; and the private downloads.

const base = "http://api.receipt.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const page = "http://web.test/profil/detailtransaksi?id_transaksi=12&tab=penerimaan";
const DOCUMENT_BYTES = "%PDF-1.7 DOCUMENT-BYTES-MUST-NOT-BE-LOGGED";
const fields = {
  outgoing_detail_id: "31",
  tglditerima: "2026-10-05",
  unitditerima: "6",
  nama_penerima: "Andi Wijaya",
};
const saved = {
  id: 31,
  transaction_detail_id: 5,
  name_product: "Kertas HVS F4 80 gsm",
  unit: "Rim",
  qty: 6,
  receipt: {
    id: 3,
    date_receipt: "2026-10-05",
    unit_receipt: 6,
    name_receipt: "Andi Wijaya",
    created_at: "2026-10-05T01:00:00.000Z",
    updated_at: "2026-10-05T01:00:00.000Z",
  },
  documents: [],
  can_record: true,
};

let info: MockInstance;
let warn: MockInstance;
beforeEach(() => {
  info = vi.mocked(logger.info);
  warn = vi.mocked(logger.warn);
  info.mockClear();
  warn.mockClear();
});
afterEach(() => vi.clearAllMocks());

const submissionLines = () => [...info.mock.calls, ...warn.mock.calls].filter((call) => call[1] === "form submission");

async function buyerHeaders() {
  const session = await getSession(new Request(page));
  session.set("token", "buyer-token");
  session.set("userId", 7);
  const sessionCookie = (await commitSession(session)).split(";")[0];
  const { token, setCookie } = await issueCsrfToken(new Request(page));
  return {
    csrf: token,
    cookie: `${sessionCookie}; ${(setCookie ?? "").split(";")[0]}`,
  };
}

/** A logged-in buyer's same-origin multipart post, as a browser sends the form. */
async function post(entries: [string, string | File][]) {
  const { csrf, cookie } = await buyerHeaders();
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  form.set("csrf", csrf);
  const encoded = new Response(form);
  return new Request(page, {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: {
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
      Cookie: cookie,
      Origin: "http://web.test",
      "Sec-Fetch-Site": "same-origin",
    },
  });
}

const pdf = (name: string, body = DOCUMENT_BYTES) => new File([body], name, { type: "application/pdf" });
const noFile = () => new File([], "", { type: "application/octet-stream" });
type Reply = { data: FormReply; init: { status: number } | null };
const run = async (entries: [string, string | File][]) =>
  (await action({ request: await post(entries), params: {}, context: {} })) as unknown;

describe("receipt forms", () => {
  it("creates with the spec's payload, only the chosen slots, then goes back to the tab with the saved text", async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${base}/transaction-support-document/create/31`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ status: true, message: "ok", data: saved });
      }),
    );
    const response = (await run([
      ...Object.entries(fields),
      ["intent", "receipt-create"],
      ["dokumen_spk", pdf("spk.pdf")],
      ["dokumen_kwitansi", noFile()],
      ["dokumen_invoice", noFile()],
      ["dokumen_bast", pdf("bast.pdf")],
    ])) as Response;

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profil/detailtransaksi?id_transaksi=12&tab=penerimaan");
    expect(sent?.has("_method")).toBe(false);
    expect(Object.fromEntries([...sent!.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      name_receipt: "Andi Wijaya",
      unit_receipt: "6",
      date_receipt: "2026-10-05",
      customer_id: "7",
      "files[0][name]": "SPK Surat Pesanan",
      "files[1][name]": "Bast",
    });
    expect((sent?.get("files[0][file]") as File).name).toBe("spk.pdf");
    expect(await (sent?.get("files[1][file]") as File).text()).toBe(DOCUMENT_BYTES);

    expect(submissionLines()).toHaveLength(1);
    const line = submissionLines()[0]?.[0] as { outcome: string; intent: string; fields: Record<string, unknown> };
    expect(line).toMatchObject({ outcome: "ok", intent: "receipt-create" });
    expect(line.fields.dokumen_spk).toEqual({ name: "spk.pdf", type: "application/pdf", size: DOCUMENT_BYTES.length });
    expect(JSON.stringify(submissionLines())).not.toContain("DOCUMENT-BYTES");
  });

  it("updates with _method=PUT", async () => {
    let method: string | null | undefined;
    server.use(
      http.post(`${base}/transaction-support-document/update/31`, async ({ request }) => {
        method = (await request.formData()).get("_method") as string | null;
        return HttpResponse.json({ status: true, message: "ok", data: saved });
      }),
    );
    const response = (await run([
      ...Object.entries(fields),
      ["intent", "receipt-update"],
      ["dokumen_invoice", pdf("invoice.pdf")],
    ])) as Response;
    expect(response.status).toBe(302);
    expect(method).toBe("PUT");
  });

  it("answers the spec's messages without calling the upstream, and logs the refusal once", async () => {
    const reply = (await run([
      ["outgoing_detail_id", "31"],
      ["intent", "receipt-create"],
      ["dokumen_spk", new File(["MZ"], "setup.exe")],
      ["dokumen_bast", pdf("besar.pdf", "x".repeat(3_000_000))],
    ])) as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error).toEqual({
      tglditerima: ["Tanggal Diterima Wajib Diisi"],
      unitditerima: ["Unit Diterima Wajib Diisi"],
      nama_penerima: ["Nama Penerima Wajib Diisi"],
      dokumen_spk: ["Format File Hanya berupa(.docx, .doc, .pdf)"],
      dokumen_bast: ["Ukuran format File anda lebih dari 2mb"],
    });
    // Which form answered: the page puts the reply on that item's form.
    expect(reply.data.result.initialValue?.outgoing_detail_id).toBe("31");
    expect(submissionLines()).toHaveLength(1);
    expect(submissionLines()[0]?.[0]).toMatchObject({ outcome: "invalid" });
  });

  it("asks for a new document on an update without one", async () => {
    const reply = (await run([...Object.entries(fields), ["intent", "receipt-update"]])) as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.[""]).toEqual(["mohon untuk mengisi data terlebih dahulu"]);
  });

  it("puts the upstream's content check on the slot the file came from, keeping the typed values", async () => {
    server.use(
      http.post(`${base}/transaction-support-document/create/31`, () =>
        HttpResponse.json(
          {
            status: false,
            message: "Format File Hanya berupa(.docx, .doc, .pdf)",
            data: { "files.1.file": ["Format File Hanya berupa(.docx, .doc, .pdf)"] },
          },
          { status: 422 },
        ),
      ),
    );
    const reply = (await run([
      ...Object.entries(fields),
      ["intent", "receipt-create"],
      ["dokumen_spk", pdf("spk.pdf")],
      ["dokumen_invoice", pdf("program.pdf", "MZ\x90\x00")],
    ])) as Reply;
    expect(reply.init?.status).toBe(422);
    expect(reply.data.result.error?.dokumen_invoice).toEqual(["Format File Hanya berupa(.docx, .doc, .pdf)"]);
    expect(reply.data.result.initialValue?.nama_penerima).toBe("Andi Wijaya");
    expect(submissionLines()).toHaveLength(1);
    expect(submissionLines()[0]?.[0]).toMatchObject({ outcome: "upstream_error", upstreamStatus: 422 });
  });

  it("shows the upstream's message for a refused save (a status that allows no receipt)", async () => {
    server.use(
      http.post(`${base}/transaction-support-document/create/31`, () =>
        HttpResponse.json(
          { status: false, message: "Barang ini belum dikirim, penerimaan belum dapat dicatat", data: null },
          { status: 409 },
        ),
      ),
    );
    const reply = (await run([...Object.entries(fields), ["intent", "receipt-create"]])) as Reply;
    expect(reply.init?.status).toBe(409);
    expect(reply.data.alert).toBe("Barang ini belum dikirim, penerimaan belum dapat dicatat");
  });

  it("stops reading a body far over the limit and says so above the batches, calling nothing", async () => {
    const { csrf, headers } = await buyerFormHeaders(page);
    const upload = streamedMultipart({ csrf, intent: "receipt-create", ...fields }, [
      { name: "dokumen_spk", filename: "besar.pdf", type: "application/pdf", size: 9 * 1024 * 1024 },
    ]);
    const reply = (await action({
      request: upload.request(page, headers),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(reply.init?.status).toBe(413);
    expect(reply.data.alert).toBe("Ukuran format File anda lebih dari 2mb");
    // It names no item: the tab shows it above the batches, not on a form.
    expect(reply.data.result.initialValue).toBeUndefined();
    expect(upload.pulled()).toBeLessThan(9 * 1024 * 1024);
    expect(submissionLines()).toHaveLength(1);
  });

  it("refuses an unknown intent", async () => {
    const thrown = await run([...Object.entries(fields), ["intent", "hapus-semua"]]).catch((error: unknown) => error);
    expect((thrown as { init: { status: number } }).init.status).toBe(400);
  });
});

describe("receipt downloads", () => {
  it("streams a document as a private attachment; another buyer's is a 404", async () => {
    server.use(
      http.get(
        `${base}/transaction-support-document/file/4`,
        () =>
          new HttpResponse(DOCUMENT_BYTES, {
            headers: { "Content-Type": "application/pdf", "Content-Disposition": 'inline; filename="spk.pdf"' },
          }),
      ),
      http.get(`${base}/transaction-support-document/file/5`, () =>
        HttpResponse.json({ status: false, message: "Not Found", data: null }, { status: 404 }),
      ),
    );
    const { cookie } = await buyerHeaders();
    const get = (id: string) =>
      documentLoader({
        request: new Request(`http://web.test/profil/penerimaan/dokumen/${id}`, { headers: { Cookie: cookie } }),
        params: { id },
        context: {},
      }) as Promise<Response>;
    const own = await get("4");
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Disposition")).toBe("attachment");
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect(own.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await own.text()).toBe(DOCUMENT_BYTES);
    expect((await get("5")).status).toBe(404);
    expect((await get("abc")).status).toBe(404);
  });

  it("passes an export's query and file name through", async () => {
    let query: string | undefined;
    server.use(
      http.get(`${base}/transaction-support-document/export-invoice`, ({ request }) => {
        query = new URL(request.url).search;
        return new HttpResponse("%PDF-1.7", {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="Template_invoice.pdf"',
          },
        });
      }),
    );
    const { cookie } = await buyerHeaders();
    const response = (await exportLoader({
      request: new Request(
        "http://web.test/profil/penerimaan/ekspor/invoice?transaction_id=12&outgoing_detail_id=31&format=pdf",
        { headers: { Cookie: cookie } },
      ),
      params: { kind: "invoice" },
      context: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect(query).toBe("?transaction_id=12&outgoing_detail_id=31&format=pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="Template_invoice.pdf"');
    const unknown = (await exportLoader({
      request: new Request("http://web.test/profil/penerimaan/ekspor/kontrak?transaction_id=12&outgoing_detail_id=31", {
        headers: { Cookie: cookie },
      }),
      params: { kind: "kontrak" },
      context: {},
    })) as Response;
    expect(unknown.status).toBe(404);
  });
});

describe("receipt list", () => {
  it("reads a failed load as not yet in delivery (spec §8) instead of failing the page", async () => {
    server.use(
      http.get(`${base}/transaction-support-document/12`, () =>
        HttpResponse.json({ status: false, message: "Server Error", data: null }, { status: 500 }),
      ),
    );
    const { cookie } = await buyerHeaders();
    const answer = { data: { status: "shipped" }, negotiations: [] } as unknown as TransactionAnswer;
    const { tab } = await openOrderTab(
      "penerimaan",
      { request: new Request(page, { headers: { Cookie: cookie } }), transactionId: 12 },
      Promise.resolve(answer),
    );
    expect(tab).toEqual({ id: "penerimaan", data: null });
  });
});
