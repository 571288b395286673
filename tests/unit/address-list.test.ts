import { describe, expect, it } from "vitest";
import { addressListQuery, filterAddresses, listHref, pageButtons, pageOf } from "~/utils/address-list";
import { addressEntry } from "../helpers/upstream-answers";

const entry = (id: number, satker: string, address: string) => addressEntry(id, { satker, address });

const entries = Array.from({ length: 12 }, (_, i) => entry(i + 1, `Satker ${i + 1}`, `Jl. Nomor ${i + 1}`));

describe("addressListQuery", () => {
  it("defaults to page 1 of 5 rows and refuses page sizes the spec does not list", () => {
    expect(addressListQuery.parse({})).toEqual({ per_page: 5, page: 1 });
    expect(addressListQuery.parse({ per_page: "25", page: "3", q: "  dinas " })).toMatchObject({
      per_page: 25,
      page: 3,
      q: "dinas",
    });
    expect(addressListQuery.parse({ per_page: "7", page: "-2", modal: "x", id: "abc" })).toEqual({
      per_page: 5,
      page: 1,
    });
    expect(addressListQuery.parse({ modal: "hapus", id: "9" })).toMatchObject({ modal: "hapus", id: 9 });
  });
});

describe("filterAddresses", () => {
  it("matches the work unit or the street address, ignoring case", () => {
    const list = [
      entry(1, "Dinas Pendidikan", "Jl. Veteran"),
      entry(2, "Puskesmas", "Jl. Dinasti"),
      entry(3, "Kantor Camat", "Jl. Kakatua"),
    ];
    expect(filterAddresses(list, "DINAS").map((e) => e.id)).toEqual([1, 2]);
    expect(filterAddresses(list, "kakatua").map((e) => e.id)).toEqual([3]);
    expect(filterAddresses(list, "tidak ada")).toEqual([]);
    expect(filterAddresses(list, undefined)).toHaveLength(3);
  });
});

describe("pageOf and pageButtons", () => {
  it("cuts the page, numbers its rows and keeps a page past the end on the last one", () => {
    expect(pageOf(entries, 1, 5)).toMatchObject({ offset: 0, page: 1, pageCount: 3, total: 12 });
    expect(pageOf(entries, 3, 5).rows.map((e) => e.id)).toEqual([11, 12]);
    expect(pageOf(entries, 9, 5)).toMatchObject({ page: 3, offset: 10 });
    expect(pageOf([], 1, 5)).toMatchObject({ rows: [], page: 1, pageCount: 1, total: 0 });
  });

  it("shows current-1, current and current+1 where they exist", () => {
    expect(pageButtons(1, 3)).toEqual([1, 2]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(3, 3)).toEqual([2, 3]);
    expect(pageButtons(1, 1)).toEqual([1]);
  });
});

describe("listHref", () => {
  it("leaves the defaults out and keeps the search with a modal", () => {
    expect(listHref({ per_page: 5, page: 1 })).toBe("/profil/alamat");
    expect(listHref({ q: "dinas", per_page: 10, page: 2 })).toBe("/profil/alamat?q=dinas&per_page=10&page=2");
    expect(listHref({ q: "a b", per_page: 5, page: 1, modal: "detail", id: 4 })).toBe(
      "/profil/alamat?q=a+b&modal=detail&id=4",
    );
  });
});
