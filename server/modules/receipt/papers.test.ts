import { describe, expect, it } from "vitest";
import { DOCUMENT_CODE_PATTERN } from "../../contract/document-check";
import { CODE_ALPHABET, newCode } from "./papers";

describe("a paper's verification code", () => {
  it("is 12 characters of Crockford's base32, drawn from all of it, and passes the check's pattern", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(code).toMatch(DOCUMENT_CODE_PATTERN);
    }
    expect(new Set(codes.join(""))).toEqual(new Set(CODE_ALPHABET));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
