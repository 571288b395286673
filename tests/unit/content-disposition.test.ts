// Download names that came from users: nothing in them may end the header, add one, or break out of
// the quoted name; the exact name still reaches clients that read RFC 5987's filename*.
import { describe, expect, it } from "vitest";
import { attachment } from "../../server/http/content-disposition";

describe("attachment", () => {
  it("keeps a plain name as it is", () => {
    expect(attachment("Template_spk.doc")).toBe(
      `attachment; filename="Template_spk.doc"; filename*=UTF-8''Template_spk.doc`,
    );
  });

  it("defuses quotes, line breaks, separators and non-ASCII characters", () => {
    const header = attachment('a"b\r\nX-Evil: 1;c/ü.pdf');
    expect(header).toBe(
      `attachment; filename="a_b__X-Evil_ 1_c__.pdf"; filename*=UTF-8''a%22b%0D%0AX-Evil%3A%201%3Bc%2F%C3%BC.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it("names a blank name", () => {
    expect(attachment("  ")).toMatch(/^attachment; filename="download";/);
  });
});
