import { describe, expect, it } from "vitest";
import { loginUrl, safeRedirectTo } from "~/utils/redirect-to";

describe("safeRedirectTo", () => {
  it.each([
    ["/keranjang-belanja", "/keranjang-belanja"],
    ["/profil/beranda?tab=1#atas", "/profil/beranda?tab=1#atas"],
    ["/checkout", "/checkout"],
  ])("keeps the same-origin path %s", (value, expected) => {
    expect(safeRedirectTo(value)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ["//evil.example", "protocol-relative host"],
    ["/\\evil.example", "backslash host"],
    ["/\\/evil.example", "backslash then slash"],
    ["https://evil.example/profil", "absolute URL"],
    ["javascript:alert(1)", "script URL"],
    ["profil/beranda", "relative path"],
    ["/\tevil", "control character"],
    ["", "empty"],
    [undefined, "missing"],
    [["/a", "/b"], "not a string"],
    ["/login?redirectTo=/x", "the login page itself"],
    [`/${"a".repeat(600)}`, "too long"],
  ])("rejects %s (%s)", (value: unknown) => {
    expect(safeRedirectTo(value)).toBe("/");
  });

  it.each([
    "/..//evil.example/phish",
    "/.//evil.example",
    "/a/..//evil.example",
    "/./../..//evil.example",
    "/%2E%2E//evil.example",
    "/%2e//evil.example",
    "/a/b/../..//evil.example?x=1#y",
    "/.%2e//evil.example",
  ])("resolves the dot-segment trick %s to a same-site path", (value) => {
    const target = safeRedirectTo(value);
    expect(target.startsWith("/")).toBe(true);
    expect(target.startsWith("//")).toBe(false);
    expect(new URL(target, "http://shop.test").origin).toBe("http://shop.test");
  });

  it("keeps percent-encoded characters encoded: they stay part of the path", () => {
    expect(safeRedirectTo("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectTo("//evil", "/profil/beranda")).toBe("/profil/beranda");
  });
});

describe("loginUrl", () => {
  it("carries the path to return to", () => {
    expect(loginUrl("/checkout?x=1")).toBe("/login?redirectTo=%2Fcheckout%3Fx%3D1");
  });
  it("is plain /login for the home page or a foreign target", () => {
    expect(loginUrl("/")).toBe("/login");
    expect(loginUrl("//evil")).toBe("/login");
  });
});
