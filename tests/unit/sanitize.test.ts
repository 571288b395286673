import { describe, expect, it } from "vitest";
import { sanitizeHtml, shiftHeadings, withoutRepeatedTitle } from "~/utils/sanitize.server";

describe("sanitizeHtml", () => {
  it("removes scripts with their content", () => {
    expect(sanitizeHtml('<p>Halo</p><script>alert("x")</script>')).toBe("<p>Halo</p>");
  });

  it("removes event handlers and styles", () => {
    const out = sanitizeHtml('<p onclick="steal()" style="color:red">Teks</p><img src="x" onerror="steal()">');
    expect(out).toBe("<p>Teks</p>");
  });

  it.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "data:text/html,x", "vbscript:x"])(
    "drops the href %s but keeps the link text",
    (href) => {
      const out = sanitizeHtml(`<a href="${href}">klik</a>`);
      expect(out).not.toContain("href");
      expect(out).toContain(">klik</a>");
    },
  );

  it("removes iframes, style blocks and forms", () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><p>ok</p>',
    );
    expect(out).toBe("<p>ok</p>");
  });

  it("keeps the allowed formatting tags", () => {
    const html =
      "<h2>Judul</h2><h3>Sub</h3><h4>Kecil</h4><p><strong>a</strong> <em>b</em> <b>c</b> <i>d</i> <u>e</u><br /></p>" +
      "<ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote>kutipan</blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps table basics", () => {
    const html =
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps http, https and mailto links and adds rel=noopener", () => {
    expect(sanitizeHtml('<a href="https://lkpp.go.id" target="_blank" rel="opener">LKPP</a>')).toBe(
      '<a href="https://lkpp.go.id" rel="noopener noreferrer">LKPP</a>',
    );
    expect(sanitizeHtml('<a href="mailto:cs@toko.id">surel</a>')).toBe(
      '<a href="mailto:cs@toko.id" rel="noopener noreferrer">surel</a>',
    );
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("heading levels", () => {
  it("lifts a fragment's highest heading to h2 and keeps the steps below it", () => {
    expect(sanitizeHtml("<h3>Ketentuan</h3><p>a</p><h4>Rincian</h4>")).toBe(
      "<h2>Ketentuan</h2><p>a</p><h3>Rincian</h3>",
    );
  });

  it("places it where the caller's page needs it", () => {
    expect(sanitizeHtml("<h2>Syarat</h2><h3>Rincian</h3>", { topHeading: 3 })).toBe("<h3>Syarat</h3><h4>Rincian</h4>");
  });

  it("leaves text without headings alone", () => {
    expect(shiftHeadings("<p>Isi</p>")).toBe("<p>Isi</p>");
  });
});

describe("withoutRepeatedTitle", () => {
  it("drops a leading heading equal to the page title, & and dan alike", () => {
    expect(withoutRepeatedTitle("<h2>Tentang Kami</h2><p>Isi</p>", "Tentang Kami")).toBe("<p>Isi</p>");
    expect(withoutRepeatedTitle("<h2>Syarat dan Ketentuan</h2><p>Isi</p>", "Syarat & Ketentuan")).toBe("<p>Isi</p>");
  });

  it("keeps other headings", () => {
    const html = "<h2>Ketentuan Umum</h2><p>Isi</p>";
    expect(withoutRepeatedTitle(html, "Syarat & Ketentuan")).toBe(html);
    expect(withoutRepeatedTitle("<p>Isi</p><h2>Tentang Kami</h2>", "Tentang Kami")).toBe(
      "<p>Isi</p><h2>Tentang Kami</h2>",
    );
  });
});
