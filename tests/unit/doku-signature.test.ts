// Doku's non-SNAP signature: the five component lines joined by "\n" (none after the last), HMAC-SHA256
// with the Secret Key, base64, prefixed `HMACSHA256=`; the Digest is base64 SHA-256 of the body bytes.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { digestOf, dokuTimestamp, signatureOf, verifySignature } from "../../server/providers/payment/doku-signature";

const input = {
  clientId: "MCH-0001-10791114622547",
  requestId: "479b663f-5c9d-400d-8e80-3e548a8f7639",
  timestamp: "2020-08-11T08:45:42Z",
  target: "/api/payment/doku/notify",
  body: '{"order":{"invoice_number":"INV-20210124-0001","amount":150000}}',
};

describe("Doku signature", () => {
  it("signs the component lines with the secret key", () => {
    const digest = createHash("sha256").update(input.body, "utf8").digest("base64");
    expect(digestOf(input.body)).toBe(digest);
    const component = `Client-Id:${input.clientId}\nRequest-Id:${input.requestId}\nRequest-Timestamp:${input.timestamp}\nRequest-Target:${input.target}\nDigest:${digest}`;
    const expected = `HMACSHA256=${createHmac("sha256", "SK-secret").update(component).digest("base64")}`;
    expect(signatureOf("SK-secret", input)).toBe(expected);
  });

  it("verifies only the same key, headers, target and bytes", () => {
    const signature = signatureOf("SK-secret", input);
    expect(verifySignature("SK-secret", signature, input)).toBe(true);
    expect(verifySignature("SK-other", signature, input)).toBe(false);
    expect(verifySignature("SK-secret", signature, { ...input, requestId: "another" })).toBe(false);
    expect(verifySignature("SK-secret", signature, { ...input, target: "/api/other" })).toBe(false);
    expect(verifySignature("SK-secret", signature, { ...input, body: input.body.replace("150000", "1") })).toBe(false);
    expect(verifySignature("SK-secret", undefined, input)).toBe(false);
    expect(verifySignature("SK-secret", signature, { ...input, timestamp: undefined })).toBe(false);
  });

  it("writes timestamps as Doku does: UTC, whole seconds", () => {
    expect(dokuTimestamp(new Date("2026-11-24T08:45:42.123Z"))).toBe("2026-11-24T08:45:42Z");
  });
});
