import { describe, expect, it } from "vitest";
import { formatDate, formatRupiah, mapEmbedUrl, telLink, whatsappLink } from "~/utils/format";
import { defaultImage, storageUrl } from "~/utils/image";

describe("formatRupiah", () => {
  it.each([
    [0, "Rp. 0"],
    [1000, "Rp. 1.000"],
    [1250000, "Rp. 1.250.000"],
    [999, "Rp. 999"],
    [1234567890, "Rp. 1.234.567.890"],
    [-15000, "-Rp. 15.000"],
    [1500.6, "Rp. 1.501"],
  ])("%d → %s", (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
});

describe("formatDate", () => {
  it("shows a UTC time in WITA (UTC+8) with the review pattern and Indonesian months", () => {
    expect(formatDate("2024-08-17T02:05:09Z")).toBe("17 Agustus 2024 10:05:09 AM");
  });

  it("crosses midnight into the next day in WITA", () => {
    expect(formatDate("2023-12-31T18:30:00.000Z")).toBe("01 Januari 2024 02:30:00 AM");
  });

  it("uses the afternoon marker and a custom pattern", () => {
    expect(formatDate("2024-03-05T07:00:00Z")).toBe("05 Maret 2024 03:00:00 PM");
    expect(formatDate("2024-03-05T07:00:00Z", "D MMM YYYY")).toBe("5 Mar 2024");
  });

  it("fills every pattern the pages use, with Indonesian short months and a 24-hour clock", () => {
    expect(formatDate("2026-08-04T16:07:00Z", "DD MMMM YYYY")).toBe("05 Agustus 2026");
    expect(formatDate("2026-08-04T16:07:00Z", "DD MMMM YYYY HH:mm")).toBe("05 Agustus 2026 00:07");
    expect(formatDate("2026-10-04T13:59:00.000Z", "MMM DD, YYYY | HH:mm")).toBe("Okt 04, 2026 | 21:59");
    expect(formatDate("2026-12-31T04:00:00Z", "DD/MM/YYYY hh A")).toBe("31/12/2026 12 PM");
  });
});

describe("whatsappLink", () => {
  it.each([
    ["081234567890", "https://wa.me/6281234567890"],
    ["0812-3456-7890", "https://wa.me/6281234567890"],
    ["+62 812 3456 7890", "https://wa.me/6281234567890"],
    ["6281234567890", "https://wa.me/6281234567890"],
  ])("%s → %s", (phone, expected) => {
    expect(whatsappLink(phone)).toBe(expected);
  });
});

describe("links and images", () => {
  it("embeds a map at the given coordinates", () => {
    expect(mapEmbedUrl(-8.65, 115.2167)).toBe("https://maps.google.com/maps?q=-8.65%2C115.2167&z=15&output=embed");
  });

  it("keeps digits and a leading plus in tel: links", () => {
    expect(telLink("(0361) 123-456")).toBe("tel:0361123456");
    expect(telLink("+62 361 123")).toBe("tel:+62361123");
  });

  it("serves storage paths under /storage", () => {
    expect(storageUrl("products/1-1.jpg")).toBe("/storage/products/1-1.jpg");
    expect(storageUrl("/banners/a.webp")).toBe("/storage/banners/a.webp");
  });

  it("picks the default image, else the first", () => {
    const first = { image: "a.jpg", webp: null, default_image: false };
    const marked = { image: "b.jpg", webp: "b.webp", default_image: true };
    expect(defaultImage([first, marked])).toBe(marked);
    expect(defaultImage([first])).toBe(first);
    expect(defaultImage([])).toBeUndefined();
  });
});
