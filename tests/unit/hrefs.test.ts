import { describe, expect, it } from "vitest";
import {
  addComplaintHref,
  addReviewHref,
  complaintDetailHref,
  complaintMediaHref,
  editAddressHref,
  orderHref,
  productHref,
} from "~/utils/hrefs";

// The spec spells its query-string ids: id_produk, id_transaksi, id_complain, id_alamat.
describe("href builders", () => {
  it("use the spec's paths and id names", () => {
    expect(productHref(7)).toBe("/produk-detail?id_produk=7");
    expect(orderHref(3)).toBe("/profil/detailtransaksi?id_transaksi=3");
    expect(orderHref(3, "ulasan")).toBe("/profil/detailtransaksi?id_transaksi=3&tab=ulasan");
    expect(addReviewHref(3)).toBe("/profil/addulasan?id_transaksi=3");
    expect(addReviewHref()).toBe("/profil/addulasan");
    expect(addComplaintHref({ id_transaksi: 3, cari: "INV/1" })).toBe(
      "/profil/addkomplain?id_transaksi=3&cari=INV%2F1",
    );
    expect(addComplaintHref()).toBe("/profil/addkomplain");
    expect(complaintDetailHref(9)).toBe("/profil/detailkomplain?id_complain=9");
    expect(complaintMediaHref(4)).toBe("/profil/komplain/media/4");
    expect(editAddressHref(2)).toBe("/profil/edit-alamat?id_alamat=2");
  });
});
