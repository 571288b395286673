import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { action } from "~/routes/profil.sunting-profil";
import type { FormReply } from "~/utils/form.server";
import { issueCsrfToken } from "~/utils/csrf.server";
import { logger } from "~/utils/logger.server";
import { commitSession, getSession } from "~/utils/session.server";
import { userAnswer } from "../helpers/upstream-answers";
import { setTestEnv, useMockUpstream } from "./helpers";

// The /profil/sunting-profil action: multipart read before the form loop, the spec's payload to the
// upstream, the photo never in the log, and the answers the page turns into dialogs.

const base = "http://api.profile.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const page = "http://web.test/profil/sunting-profil";
const profile = {
  name: "Dinas Kominfo",
  instance_name: "Bidang TI",
  username: "profil1",
  email: "profil1@pengadaan.test",
  phone: "081311100201",
  birthdate: "1988-03-14",
  gender: "0",
  nip: "198803142010011001",
  name_pp: "Andi",
  name_ppk: "Syamsuddin",
  kldi: "Pemerintah Kota",
  lspe: "7371",
};
const customer = userAnswer({
  name: "Dinas Kominfo",
  name_pp: "Andi",
  name_ppk: "Syamsuddin",
  instance_name: "Bidang TI",
  kldi: null,
  lspe: null,
  address: null,
  email_verified_at: null,
});
const PHOTO_BYTES = "PHOTO-BYTES-MUST-NOT-BE-LOGGED";

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

/** A logged-in buyer's same-origin post with a valid CSRF token, sent as a browser would (multipart). */
async function post(fields: Record<string, string | File>, url = page) {
  const session = await getSession(new Request(page));
  session.set("token", "buyer-token");
  session.set("userId", 7);
  const sessionCookie = (await commitSession(session)).split(";")[0];
  const { token, setCookie } = await issueCsrfToken(new Request(page));
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("csrf", token);
  const encoded = new Response(form);
  return new Request(url, {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: {
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
      Cookie: `${sessionCookie}; ${(setCookie ?? "").split(";")[0]}`,
      Origin: "http://web.test",
      "Sec-Fetch-Site": "same-origin",
    },
  });
}

type Reply = { data: FormReply; init: { status: number } | null };

describe("profile form", () => {
  it("sends the spec's multipart payload with the photo and crop box, then redirects with the saved message", async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${base}/customer/data-customer/update/7`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ status: true, message: "Data anda telah berhasil disimpan", data: { customer } });
      }),
    );
    const photo = new File([PHOTO_BYTES], "foto.png", { type: "image/png" });
    const response = (await action({
      request: await post({ ...profile, intent: "profile", image: photo, crop_x: "5", crop_y: "6", crop_size: "70" }),
      params: {},
      context: {},
    })) as Response;

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profil/sunting-profil");
    expect(sent?.get("_method")).toBe("PUT");
    expect(sent?.get("gender")).toBe("0");
    expect(Object.fromEntries([...sent!.entries()].filter(([, value]) => typeof value === "string"))).toMatchObject({
      ...profile,
      crop_x: "5",
      crop_y: "6",
      crop_size: "70",
    });
    const image = sent?.get("image");
    expect(image).toBeInstanceOf(File);
    expect(await (image as File).text()).toBe(PHOTO_BYTES);

    expect(submissionLines()).toHaveLength(1);
    const line = submissionLines()[0]?.[0] as { outcome: string; fields: Record<string, unknown> };
    expect(line.outcome).toBe("ok");
    expect(line.fields.image).toEqual({ name: "foto.png", type: "image/png", size: PHOTO_BYTES.length });
    expect(JSON.stringify(submissionLines())).not.toContain(PHOTO_BYTES);
  });

  it("sends no image when none was chosen", async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${base}/customer/data-customer/update/7`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ status: true, message: "ok", data: { customer } });
      }),
    );
    await action({
      request: await post({
        ...profile,
        intent: "profile",
        image: new File([], "", { type: "application/octet-stream" }),
      }),
      params: {},
      context: {},
    });
    expect(sent?.has("image")).toBe(false);
    expect(sent?.has("crop_size")).toBe(false);
  });

  it("puts the upstream's 'Email Telah Terdaftar' on the email field and in the alert, keeping the typed values", async () => {
    server.use(
      http.post(`${base}/customer/data-customer/update/7`, () =>
        HttpResponse.json(
          { status: false, message: "Email Telah Terdaftar", data: { email: ["Email Telah Terdaftar"] } },
          { status: 422 },
        ),
      ),
    );
    const reply = (await action({
      request: await post({ ...profile, intent: "profile" }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(reply.init?.status).toBe(422);
    expect(reply.data.alert).toBe("Email Telah Terdaftar");
    expect(reply.data.result.error?.email).toEqual(["Email Telah Terdaftar"]);
    expect(reply.data.result.initialValue?.name).toBe(profile.name);
  });

  it("gives the spec's messages for empty fields without calling the upstream", async () => {
    const reply = (await action({
      request: await post({
        intent: "profile",
        name: "",
        instance_name: "",
        email: "",
        phone: "",
        birthdate: "",
        nip: "",
        name_pp: "",
        name_ppk: "",
      }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      name: ["Nama Wajib Diisi"],
      instance_name: ["Nama Instansi Wajib Diisi"],
      email: ["Email wajib diisi"],
      phone: ["Nomor Telepon wajib diisi"],
      birthdate: ["tanggal lahir Wajib Diisi"],
      nip: ["NIP Wajib Diisi"],
      name_pp: ["Nama PP Wajib Diisi"],
      name_ppk: ["Nama PPK Wajib Diisi"],
    });
  });

  it("answers a photo over 2,000,000 bytes with the spec's message, logged once", async () => {
    const big = new File([new Uint8Array(2_000_001)], "besar.png", { type: "image/png" });
    const reply = (await action({
      request: await post({ ...profile, intent: "profile", image: big }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(reply.init?.status).toBe(413);
    expect(reply.data.result.error?.image).toEqual(["Ukuran format Gambar anda lebih dari 2mb"]);
    expect(submissionLines()).toHaveLength(1);
  });

  it("refuses a chosen file with no bytes instead of saving without it", async () => {
    const empty = new File([], "kosong.png", { type: "image/png" });
    const reply = (await action({
      request: await post({ ...profile, intent: "profile", image: empty }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.image).toEqual(["Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"]);
    expect(submissionLines()).toHaveLength(1);
  });
});

describe("password dialog", () => {
  it("resends the stored profile with the new password and no image", async () => {
    let sent: FormData | undefined;
    server.use(
      http.get(`${base}/customer/data-customer/7`, () =>
        HttpResponse.json({ status: true, message: "ok", data: { customer } }),
      ),
      http.post(`${base}/customer/data-customer/update/7`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ status: true, message: "ok", data: { customer } });
      }),
    );
    const response = (await action({
      request: await post(
        {
          intent: "password",
          current_password: "rahasialama1",
          password: "rahasiabaru1",
          password_confirmation: "rahasiabaru1",
        },
        `${page}?modal=kata-sandi`,
      ),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(sent?.get("current_password")).toBe("rahasialama1");
    expect(sent?.get("password")).toBe("rahasiabaru1");
    expect(sent?.get("password_confirmation")).toBe("rahasiabaru1");
    expect(sent?.get("email")).toBe(customer.email);
    expect(sent?.get("gender")).toBe("1");
    expect(sent?.has("image")).toBe(false);
    expect(JSON.stringify(submissionLines())).not.toContain("rahasiabaru1");
    expect(JSON.stringify(submissionLines())).not.toContain("rahasialama1");
  });

  it("shows the three password messages", async () => {
    const reply = (await action({
      request: await post({ intent: "password", password: "pendek", password_confirmation: "pendek" }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(reply.data.result.error).toEqual({
      current_password: ["Kata sandi saat ini wajib diisi"],
      password: ["Kata Sandi harus minimal diisi 8 Karakter"],
      password_confirmation: ["konfirmasi Kata Sandi harus minimal diisi 8 karakter"],
    });
    const mismatch = (await action({
      request: await post({
        intent: "password",
        current_password: "rahasialama1",
        password: "rahasiabaru1",
        password_confirmation: "rahasiabaru2",
      }),
      params: {},
      context: {},
    })) as unknown as Reply;
    expect(mismatch.data.result.error).toEqual({
      password_confirmation: ["Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru"],
    });
  });
});
