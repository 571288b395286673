import { loginForm, registerForm } from "@contract/auth";
import { redirect } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ApiError, ApiValidationError } from "~/services/api-client.server";
import { issueCsrfToken } from "~/utils/csrf.server";
import { handleForm, replayForm, type FormReply } from "~/utils/form.server";
import { getHoneypotInputProps, honeypotFieldNames } from "~/utils/honeypot.server";
import { logger } from "~/utils/logger.server";
import { asThrownData, setTestEnv, thrownBy } from "./helpers";

setTestEnv({});

const page = "http://shop.test/login";
const PASSWORD = "rahasia-sekali-123";

let info: MockInstance;
let warn: MockInstance;
beforeEach(() => {
  info = vi.spyOn(logger, "info").mockImplementation((() => undefined) as never);
  warn = vi.spyOn(logger, "warn").mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A same-origin post carrying a valid CSRF token and a human honeypot. */
async function post(fields: Record<string, string>) {
  const { token, setCookie } = await issueCsrfToken(new Request(page));
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.set(name, value);
  fd.set("csrf", token);
  const honeypot = getHoneypotInputProps();
  fd.set(honeypotFieldNames.name, "");
  if (honeypot.validFromFieldName) fd.set(honeypot.validFromFieldName, honeypot.encryptedValidFrom);
  const request = new Request(page, {
    method: "POST",
    headers: { Cookie: (setCookie ?? "").split(";")[0], Origin: "http://shop.test", "Sec-Fetch-Site": "same-origin" },
  });
  return { request, formData: fd };
}

type Reply = { data: FormReply; init: { status: number } | null };

/** All log lines written, as one string (to look for leaked secrets). */
const logged = () => JSON.stringify([...info.mock.calls, ...warn.mock.calls]);
const submissionLines = () => [...info.mock.calls, ...warn.mock.calls].filter((call) => call[1] === "form submission");

describe("handleForm", () => {
  it("answers an invalid form with 400, the field errors, the typed values without the password, one log line", async () => {
    const { request, formData } = await post({ email: "", password: "pendek" });
    const submit = vi.fn();
    const reply = (await handleForm({
      request,
      formData,
      route: "/login",
      schema: loginForm,
      honeypot: true,
      submit,
    })) as unknown as Reply;

    expect(submit).not.toHaveBeenCalled();
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error).toEqual({
      email: ["Email / Username tidak boleh kosong"],
      password: ["Kata sandi minimal memiliki 8 karakter"],
    });
    expect(JSON.stringify(reply.data.result)).not.toContain("pendek");
    expect(submissionLines()).toHaveLength(1);
    expect(submissionLines()[0]?.[0]).toMatchObject({
      route: "/login",
      outcome: "invalid",
      failingFields: ["email", "password"],
    });
    expect(logged()).not.toContain("pendek");
  });

  it("maps the upstream's field errors onto the fields and keeps its message for the alert", async () => {
    const { request, formData } = await post({ email: "demo", password: PASSWORD });
    const reply = (await handleForm({
      request,
      formData,
      route: "/register",
      schema: loginForm,
      submit: () =>
        Promise.reject(
          new ApiValidationError(422, "Username dan Email sudah terdaftar silahkan gunakan yang lain", {
            email: ["Email sudah terdaftar silahkan gunakan yang lain"],
          }),
        ),
    })) as unknown as Reply;

    expect(reply.init?.status).toBe(422);
    expect(reply.data.alert).toBe("Username dan Email sudah terdaftar silahkan gunakan yang lain");
    expect(reply.data.result.error?.email).toEqual(["Email sudah terdaftar silahkan gunakan yang lain"]);
    expect(reply.data.result.initialValue).toMatchObject({ email: "demo" });
    expect(reply.data.result.initialValue).not.toHaveProperty("password");
    expect(submissionLines()).toHaveLength(1);
    expect(submissionLines()[0]?.[0]).toMatchObject({
      outcome: "upstream_error",
      upstreamStatus: 422,
      failingFields: ["email"],
    });
    expect(logged()).not.toContain(PASSWORD);
  });

  it("turns an upstream message without fields into a form-level error with its status", async () => {
    const { request, formData } = await post({ email: "demo", password: PASSWORD });
    const reply = (await handleForm({
      request,
      formData,
      route: "/login",
      schema: loginForm,
      submit: () =>
        Promise.reject(new ApiError(429, "Terlalu banyak percobaan masuk. Silahkan coba lagi dalam 15 menit.")),
    })) as unknown as Reply;
    expect(reply.init?.status).toBe(429);
    expect(reply.data).toMatchObject({
      alert: "Terlalu banyak percobaan masuk. Silahkan coba lagi dalam 15 menit.",
      upstreamStatus: 429,
    });
    expect(reply.data.result.error?.[""]).toEqual([
      "Terlalu banyak percobaan masuk. Silahkan coba lagi dalam 15 menit.",
    ]);
  });

  it("passes the parsed value to submit and returns its redirect, logged once as ok without the password", async () => {
    const { request, formData } = await post({ email: "  Demo  ", password: PASSWORD });
    const submit = vi.fn(async () => redirect("/"));
    const response = await handleForm({
      request,
      formData,
      route: "/login",
      schema: loginForm,
      honeypot: true,
      submit,
    });

    expect(submit).toHaveBeenCalledWith({ email: "Demo", password: PASSWORD });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/");
    expect(submissionLines()).toHaveLength(1);
    expect(submissionLines()[0]?.[0]).toMatchObject({
      outcome: "ok",
      fields: { email: "  Demo  ", password: "[redacted]" },
    });
    expect(logged()).not.toContain(PASSWORD);
  });

  it("rejects a post without the CSRF token before parsing, logged once as forbidden", async () => {
    const { request, formData } = await post({ email: "demo", password: PASSWORD });
    formData.delete("csrf");
    const submit = vi.fn();
    const error = asThrownData(
      await thrownBy(handleForm({ request, formData, route: "/login", schema: loginForm, submit })),
    );
    expect(error.init?.status).toBe(403);
    expect(submit).not.toHaveBeenCalled();
    expect(submissionLines()).toHaveLength(1);
    expect(submissionLines()[0]?.[0]).toMatchObject({ outcome: "forbidden", upstreamStatus: 403 });
  });

  it("rejects a filled honeypot on a public form", async () => {
    const { request, formData } = await post({ email: "demo", password: PASSWORD });
    formData.set(honeypotFieldNames.name, "bot");
    const error = asThrownData(
      await thrownBy(
        handleForm({ request, formData, route: "/login", schema: loginForm, honeypot: true, submit: vi.fn() }),
      ),
    );
    expect(error.init?.status).toBe(400);
    expect(submissionLines()).toHaveLength(1);
  });

  it("lets a thrown redirect (a 401 from the upstream) through, logged once", async () => {
    const { request, formData } = await post({ email: "demo", password: PASSWORD });
    const thrown = await thrownBy(
      handleForm({
        request,
        formData,
        route: "/login",
        schema: loginForm,
        submit: () => Promise.reject(redirect("/login")),
      }),
    );
    expect((thrown as Response).status).toBe(302);
    expect(submissionLines()).toHaveLength(1);
    expect(submissionLines()[0]?.[0]).toMatchObject({ outcome: "upstream_error", upstreamStatus: 302 });
  });
});

describe("handleForm's log line for a rejected form", () => {
  // What a buyer types into the registration form: all personal data, none of it may reach the log
  // when the form is turned back (those lines are read at warning level and passed around).
  const typed = {
    username: "budi.santoso",
    name: "Budi Santoso",
    instance_name: "Dinas Pekerjaan Umum",
    email: "budi.santoso@pu.go.id",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    phone: "081234567890",
    birthdate: "1985-04-12",
    lspe: "12345",
    kldi: "Kabupaten Badung",
    gender: "1",
    province_id: "51",
    district_id: "5103",
    sub_district_id: "510301",
    address: "Jl. Sunset Road No. 88, Kuta",
    nip: "198504122010011003",
    name_pp: "Made Wirawan",
    name_ppk: "Ketut Sudarma",
    satker: "Satker Jalan Nasional",
    receipt_name: "Wayan Sukerta",
    receipt_phone_number: "087765432100",
  };
  const typedValues = Object.entries(typed)
    .filter(([name]) => !["gender", "province_id", "district_id", "sub_district_id"].includes(name))
    .map(([, value]) => value);

  function onlyLine() {
    expect(submissionLines()).toHaveLength(1);
    return submissionLines()[0]?.[0] as Record<string, unknown>;
  }

  it("an invalid form logs the field names and the messages shown, no value typed", async () => {
    // The terms box left unticked: everything else is valid and would be logged if values were.
    const { request, formData } = await post(typed);
    await handleForm({ request, formData, route: "/register", schema: registerForm, submit: vi.fn() });
    const line = onlyLine();
    expect(line).toMatchObject({ outcome: "invalid", failingFields: ["setuju"] });
    expect(line.errors).toEqual({ setuju: [expect.any(String)] });
    expect(line.fieldNames).toEqual(expect.arrayContaining(["email", "phone", "nip", "address", "name", "csrf"]));
    expect(line).not.toHaveProperty("fields");
    const text = JSON.stringify(line);
    for (const value of typedValues) expect(text).not.toContain(value);
  });

  it("a form the upstream refuses logs the field names and its messages at warning level, no value typed", async () => {
    const { request, formData } = await post({ ...typed, setuju: "on" });
    await handleForm({
      request,
      formData,
      route: "/register",
      schema: registerForm,
      submit: () =>
        Promise.reject(
          new ApiValidationError(422, "Username dan Email sudah terdaftar silahkan gunakan yang lain", {
            email: ["Email sudah terdaftar silahkan gunakan yang lain"],
          }),
        ),
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const line = onlyLine();
    expect(line).toMatchObject({
      outcome: "upstream_error",
      upstreamStatus: 422,
      failingFields: ["email"],
      errors: {
        email: ["Email sudah terdaftar silahkan gunakan yang lain"],
        "": ["Username dan Email sudah terdaftar silahkan gunakan yang lain"],
      },
    });
    expect(line.fieldNames).toEqual(expect.arrayContaining(["email", "nip", "receipt_phone_number"]));
    const text = JSON.stringify(line);
    for (const value of typedValues) expect(text).not.toContain(value);
  });

  it("an accepted form still logs what was typed (passwords redacted), once", async () => {
    const { request, formData } = await post({ ...typed, setuju: "on" });
    await handleForm({
      request,
      formData,
      route: "/register",
      schema: registerForm,
      submit: async () => redirect("/verifikasi-email"),
    });
    const line = onlyLine();
    expect(line).toMatchObject({ outcome: "ok", fields: { email: typed.email, password: "[redacted]" } });
    expect(JSON.stringify(line)).not.toContain(PASSWORD);
  });
});

describe("replayForm", () => {
  it("sends the typed values back without errors, secrets or plumbing fields", async () => {
    const { request, formData } = await post({
      username: "budi",
      password: PASSWORD,
      province_id: "11",
      intent: "regions",
    });
    const reply = (await replayForm({
      request,
      formData,
      route: "/register",
      intent: "regions",
      extra: { districts: [] },
    })) as unknown as Reply;
    expect(reply.data.result).toEqual({ initialValue: { username: "budi", province_id: "11" } });
    expect(reply.data.extra).toEqual({ districts: [] });
    expect(submissionLines()).toHaveLength(1);
    expect(logged()).not.toContain(PASSWORD);
  });
});
