import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { action as checkoutAction } from "~/routes/_shop.checkout";
import type { FormReply } from "~/utils/form.server";
import { logger } from "~/utils/logger.server";
import { checkoutRequest, setTestEnv, useMockUpstream } from "./helpers";

// Spec §8 "Address create failure: message shown in the form; a 404 is silently ignored": the
// checkout's add-address post.

const base = "http://api.address.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const FIELDS = {
  intent: "address-create",
  receipt_name: "Budi Santoso",
  receipt_phone_number: "081234567890",
  address: "Jl. Perintis Kemerdekaan No. 10",
  name: "Dinas Pendidikan",
  province_id: "73",
  district_id: "7371",
  sub_district_id: "737101",
};

/** The add-address post of a buyer whose checkout is 41, from the page showing courier JNE. */
const addressPost = () => checkoutRequest("http://web.test/checkout?kurir=jne", FIELDS);

const regionHandlers = [
  http.get(`${base}/customer/district/:id`, () => HttpResponse.json({ status: true, message: "ok", data: [] })),
  http.get(`${base}/customer/sub-district/:id`, () => HttpResponse.json({ status: true, message: "ok", data: [] })),
];

function formSubmissionWarnings() {
  return vi.mocked(logger.warn).mock.calls.filter(([, message]) => message === "form submission");
}

describe("the checkout's add-address form", () => {
  it("a 404 from the API is silently ignored: the checkout comes back as it was, logged once as a warning", async () => {
    vi.mocked(logger.warn).mockClear();
    const created: string[] = [];
    server.use(
      ...regionHandlers,
      http.post(`${base}/customer/address/create`, async ({ request }) => {
        created.push(String((await request.formData()).get("receipt_name")));
        return HttpResponse.json({ status: false, message: "Data tidak ditemukan.", data: null }, { status: 404 });
      }),
    );
    const response = (await checkoutAction({ request: await addressPost(), params: {}, context: {} })) as Response;
    expect(created).toEqual(["Budi Santoso"]);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/checkout?kurir=jne");
    // Nothing shown: no flash message rides along.
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const warnings = formSubmissionWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toMatchObject({
      route: "/checkout",
      intent: "address-create",
      outcome: "upstream_error",
      upstreamStatus: 404,
    });
  });

  it("another refusal keeps today's behaviour: the form comes back with the API's message", async () => {
    vi.mocked(logger.warn).mockClear();
    server.use(
      ...regionHandlers,
      http.post(`${base}/customer/address/create`, () =>
        HttpResponse.json({ status: false, message: "Wilayah tidak sesuai.", data: null }, { status: 422 }),
      ),
    );
    const reply = (await checkoutAction({ request: await addressPost(), params: {}, context: {} })) as unknown as {
      data: FormReply;
      init: { status: number } | null;
    };
    expect(reply.init?.status).toBe(422);
    expect(reply.data.intent).toBe("address-create");
    expect(reply.data.alert).toBe("Wilayah tidak sesuai.");
    expect(reply.data.result.initialValue).toMatchObject({ receipt_name: "Budi Santoso" });
    expect(formSubmissionWarnings()).toHaveLength(1);
  });
});
