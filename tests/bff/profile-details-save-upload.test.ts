import { COMPLAINT_VIDEO_MAX_BYTES } from "@contract/complaint";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as addComplaintAction } from "~/routes/profil.addkomplain";
import { loader as dashboardLoader } from "~/routes/profil.beranda";
import { action as profileAction, loader as profileLoader } from "~/routes/profil.sunting-profil";
import type { FormReply } from "~/utils/form.server";
import { userAnswer } from "../helpers/upstream-answers";
import { buyerFormHeaders, setTestEnv, streamedMultipart, useMockUpstream } from "./helpers";

// The profile save as the pages live through it (profile-area §4 "Profile save", §5 "No length
// bounds") against an upstream that keeps what it is sent, and the complaint add page's video rule
// (§5, §9: 50,000,000 bytes) at its boundary.

const base = "http://api.profile-details.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

type Reply = { data: FormReply; init: { status: number } | null };
const args = (request: Request) => ({ request, params: {}, context: {} });
const ok = (data: unknown) => HttpResponse.json({ status: true, message: "ok", data });

const stored = userAnswer();

/** An upstream that stores the saved profile and answers every later read with it. */
function profileUpstream() {
  let customer = { ...stored };
  const reads = { user: 0, profile: 0 };
  const sent: { form?: FormData } = {};
  server.use(
    http.get(`${base}/user`, () => {
      reads.user++;
      return ok(customer);
    }),
    http.get(`${base}/customer/data-customer/7`, () => {
      reads.profile++;
      return ok({ customer });
    }),
    http.post(`${base}/customer/data-customer/update/7`, async ({ request }) => {
      const form = await request.formData();
      sent.form = form;
      const text = (name: string) => String(form.get(name));
      customer = {
        ...customer,
        name: text("name"),
        instance_name: text("instance_name"),
        nip: text("nip"),
        name_pp: text("name_pp"),
        name_ppk: text("name_ppk"),
      };
      return ok({ customer });
    }),
    http.get(`${base}/transaction/list-transaction/7`, () =>
      ok({ data: [], current_page: 1, per_page: 5, total: 0, last_page: 0 }),
    ),
    // The dashboard's "Menunggu tindakan Anda" (decision 0154).
    http.get(`${base}/team/waiting`, () => ok({ orders: [] })),
  );
  return { reads, sent };
}

async function save(values: Record<string, string>) {
  const url = "http://web.test/profil/sunting-profil";
  const { csrf, headers } = await buyerFormHeaders(url);
  const form = new FormData();
  const profile = {
    intent: "profile",
    name: stored.name,
    instance_name: stored.instance_name,
    email: stored.email,
    phone: stored.phone,
    birthdate: stored.birthdate,
    gender: "1",
    nip: stored.nip,
    name_pp: stored.name_pp,
    name_ppk: stored.name_ppk,
    csrf,
    ...values,
  };
  for (const [name, value] of Object.entries(profile)) form.set(name, value ?? "");
  const body = new Response(form);
  const request = new Request(url, {
    method: "POST",
    body: await body.arrayBuffer(),
    headers: { ...headers, "Content-Type": body.headers.get("Content-Type") ?? "" },
  });
  return (await profileAction(args(request))) as Response;
}

async function load(url: string) {
  const { headers } = await buyerFormHeaders(url);
  return new Request(url, { headers: { Cookie: headers.Cookie } });
}

describe("profile save", () => {
  it("On success the current user is refetched: the edit page and the dashboard show the new name", async () => {
    const { reads } = profileUpstream();
    const response = await save({ name: "Nur Fadillah", instance_name: "Dinas Perhubungan Kota Makassar" });
    expect(response.status).toBe(302);
    const next = new URL(response.headers.get("Location") ?? "", "http://web.test").href;

    const before = { ...reads };
    const edit = await profileLoader(args(await load(next)));
    expect(edit.data.values).toMatchObject({ name: "Nur Fadillah", instance_name: "Dinas Perhubungan Kota Makassar" });
    // The dashboard's 'Halo, …' reads the signed-in user anew too; no copy from before the save.
    const dashboard = await dashboardLoader(args(await load("http://web.test/profil/beranda")));
    expect(dashboard.user).toMatchObject({ name: "Nur Fadillah", instance_name: "Dinas Perhubungan Kota Makassar" });
    expect(reads.profile).toBe(before.profile + 1);
    expect(reads.user).toBe(before.user + 1);
  });

  it("No length bounds on instance name, NIP and the like: long values are sent on unchanged and saved", async () => {
    const { sent } = profileUpstream();
    const long = {
      instance_name: "Dinas ".repeat(800).trim(),
      nip: "1".repeat(300),
      name_pp: "P".repeat(4_000),
      name_ppk: "K".repeat(4_000),
    };
    const response = await save(long);
    expect(response.status).toBe(302);
    for (const [name, value] of Object.entries(long)) expect(sent.form?.get(name), name).toBe(value);
    const edit = await profileLoader(args(await load("http://web.test/profil/sunting-profil")));
    expect(edit.data.values).toMatchObject(long);
  });
});

describe("/profil/addkomplain video size", () => {
  const page = "http://web.test/profil/addkomplain?id_transaksi=12";
  const fields = { intent: "complaint", id_transaksi: "12", transaction_detail_id: "5", description_detail: "Rusak" };
  const video = (size: number) => [{ name: "image", filename: "bukti.mp4", type: "video/mp4", size }];

  it("Videos up to 50,000,000 bytes: 'Ukuran format video anda lebih dari 50mb' one byte over, sent on at exactly 50,000,000", async () => {
    let upstreamBytes = 0;
    let calls = 0;
    server.use(
      http.post(`${base}/transaction/complaint`, async ({ request }) => {
        calls++;
        // Counted as it streams: the body is not held whole.
        for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>)
          upstreamBytes += chunk.byteLength;
        // The API has the last word on a video of allowed size; here it refuses for another reason.
        return HttpResponse.json({ status: false, message: "Produk tidak ditemukan", data: null }, { status: 422 });
      }),
    );
    const { csrf, headers } = await buyerFormHeaders(page);

    const atLimit = streamedMultipart({ csrf, ...fields }, video(COMPLAINT_VIDEO_MAX_BYTES));
    const sentOn = (await addComplaintAction(args(atLimit.request(page, headers)))) as unknown as Reply;
    expect(calls).toBe(1);
    expect(upstreamBytes).toBeGreaterThan(COMPLAINT_VIDEO_MAX_BYTES);
    expect(upstreamBytes).toBeLessThan(COMPLAINT_VIDEO_MAX_BYTES + 4096);
    expect(sentOn.data.alert).toBe("Produk tidak ditemukan");

    const over = streamedMultipart({ csrf, ...fields }, video(COMPLAINT_VIDEO_MAX_BYTES + 1));
    const refused = (await addComplaintAction(args(over.request(page, headers)))) as unknown as Reply;
    expect(refused.init?.status).toBe(413);
    expect(refused.data.alert).toBe("Ukuran format video anda lebih dari 50mb");
    expect(refused.data.result.error).toEqual({ image: ["Ukuran format video anda lebih dari 50mb"] });
    expect(calls).toBe(1);
  }, 60_000);
});
