import { afterEach, describe, expect, it, vi } from "vitest";
import { honeypotFieldNames } from "~/utils/honeypot.server";
import { logger } from "~/utils/logger.server";
import { describeFormData, logSubmission } from "~/utils/submission.server";

afterEach(() => {
  vi.restoreAllMocks();
});

function form(entries: [string, string | File][]) {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

describe("describeFormData", () => {
  it("redacts passwords, tokens, the CSRF token and honeypot fields; keeps the rest", () => {
    const fields = describeFormData(
      form([
        ["email", "budi@example.go.id"],
        ["password", "rahasia123"],
        ["password_confirmation", "rahasia123"],
        ["old_password", "lama12345"],
        ["token", "reset-token-xyz"],
        ["csrf", "csrf-token-abc"],
        [honeypotFieldNames.name, "bot"],
        [honeypotFieldNames.validFrom, "enc"],
        ["qty[]", "1"],
        ["qty[]", "2"],
      ]),
    );
    expect(fields).toEqual({
      email: "budi@example.go.id",
      password: "[redacted]",
      password_confirmation: "[redacted]",
      old_password: "[redacted]",
      token: "[redacted]",
      csrf: "[redacted]",
      [honeypotFieldNames.name]: "[redacted]",
      [honeypotFieldNames.validFrom]: "[redacted]",
      "qty[]": ["1", "2"],
    });
  });

  it("describes files by name, type and size, never their content", () => {
    const file = new File(["%PDF-1.7 secret contents"], "spk.pdf", { type: "application/pdf" });
    const fields = describeFormData(form([["document", file]]));
    expect(fields).toEqual({ document: { name: "spk.pdf", type: "application/pdf", size: file.size } });
    expect(JSON.stringify(fields)).not.toContain("secret contents");
  });

  it("cuts very long values", () => {
    const fields = describeFormData(form([["note", "a".repeat(5000)]]));
    expect((fields.note as string).length).toBeLessThan(300);
  });
});

describe("logSubmission", () => {
  it("writes one line with the request id, route, intent, user, outcome, failing fields and duration", () => {
    const info = vi.spyOn(logger, "info").mockImplementation((() => undefined) as never);
    const request = new Request("http://web.test/register", {
      method: "POST",
      headers: { "X-Request-Id": "req-12345678" },
    });
    logSubmission({
      request,
      route: "/register",
      intent: "register",
      userId: 7,
      formData: form([
        ["username", "budi"],
        ["password", "rahasia123"],
      ]),
      outcome: "invalid",
      failingFields: ["email"],
      startedAt: Date.now() - 25,
    });
    expect(info).toHaveBeenCalledTimes(1);
    const [line, message] = info.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe("form submission");
    expect(line).toMatchObject({
      requestId: "req-12345678",
      route: "/register",
      intent: "register",
      userId: 7,
      outcome: "invalid",
      failingFields: ["email"],
      fieldNames: ["username", "password"],
    });
    expect(line).not.toHaveProperty("fields");
    expect(line.durationMs).toBeGreaterThanOrEqual(25);
    expect(JSON.stringify(line)).not.toContain("rahasia123");
    expect(JSON.stringify(line)).not.toContain("budi");
  });

  it("logs an accepted submission's values, secrets redacted", () => {
    const info = vi.spyOn(logger, "info").mockImplementation((() => undefined) as never);
    logSubmission({
      request: new Request("http://web.test/register", { method: "POST" }),
      route: "/register",
      formData: form([
        ["username", "budi"],
        ["password", "rahasia123"],
      ]),
      outcome: "ok",
      startedAt: Date.now(),
    });
    const [line] = info.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(line).toMatchObject({ outcome: "ok", fields: { username: "budi", password: "[redacted]" } });
    expect(line).not.toHaveProperty("fieldNames");
  });

  it.each(["upstream_error", "forbidden"] as const)("logs a %s submission's field names only", (outcome) => {
    const warn = vi.spyOn(logger, "warn").mockImplementation((() => undefined) as never);
    logSubmission({
      request: new Request("http://web.test/profil/sunting-profil", { method: "POST" }),
      route: "/profil/sunting-profil",
      formData: form([
        ["email", "budi@example.go.id"],
        ["nip", "198504122010011003"],
        ["nip", "198504122010011003"],
        ["image", new File(["png bytes"], "ktp-budi-santoso.png", { type: "image/png" })],
      ]),
      outcome,
      errors: { "": ["Data tidak valid."] },
      startedAt: Date.now(),
    });
    const [line] = warn.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(line).toMatchObject({
      outcome,
      fieldNames: ["email", "nip", "image"],
      // A file by type and size: its name can name a person.
      files: { image: { type: "image/png", size: 9 } },
      errors: { "": ["Data tidak valid."] },
    });
    expect(JSON.stringify(line)).not.toMatch(/budi@example|198504122010011003|ktp-budi|png bytes/);
  });

  it("logs upstream errors as warnings with the upstream status", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation((() => undefined) as never);
    logSubmission({
      request: new Request("http://web.test/checkout", { method: "POST" }),
      route: "/checkout",
      formData: form([]),
      outcome: "upstream_error",
      upstreamStatus: 502,
      startedAt: Date.now(),
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: "upstream_error", upstreamStatus: 502 }),
      "form submission",
    );
  });
});
