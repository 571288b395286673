import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { loginAs, type Buyer } from "./support/login";

// The address book (/profil/alamat, /profil/tambah-alamat, /profil/edit-alamat), JavaScript on and
// off. Each project has its own buyer (seeded with one address), so the two runs never share a list.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = (): Buyer => ({ username: jsOn() ? "alamat1" : "alamat2", password: "rahasia123" });
/** Seeded with addresses that no test deletes. */
const otherBuyer: Buyer = { username: "demo", password: "demo12345" };
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

type Entry = { id: number; name: string; customer_address: { address: string } };

/** The API under test, as the buyer: for the fixtures a test needs (more rows, another buyer's id). */
async function addressApi(request: APIRequestContext, who: Buyer) {
  const login = await request.post(`${apiURL}/customer/login`, {
    form: { email: who.username, password: who.password },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async list(): Promise<Entry[]> {
      const response = await request.get(`${apiURL}/customer/address/list/${user.id}`, { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: Entry[] }).data;
    },
    async add(name: string, address: string): Promise<Entry> {
      const response = await request.post(`${apiURL}/customer/address/create`, {
        headers,
        form: {
          customer_id: user.id,
          receipt_name: "Penerima Uji",
          receipt_phone_number: "081200000000",
          address,
          name,
          province_id: 73,
          district_id: 7371,
          sub_district_id: 737101,
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: Entry }).data;
    },
    async remove(id: number) {
      await request.delete(`${apiURL}/customer/address/delete/${id}`, { headers });
    },
  };
}

const row = (page: Page, satker: string): Locator =>
  page.locator("tr.address-row").filter({ has: page.getByRole("rowheader", { name: satker, exact: true }) });

/** With JS the lists load by fetcher; without it the "Pilih" button posts the form for the next list. */
async function chooseRegion(page: Page, districtLabel: string) {
  const district = page.getByLabel("Kabupaten/Kota", { exact: true });
  const subDistrict = page.getByLabel("Kecamatan", { exact: true });
  await page.getByLabel("Provinsi", { exact: true }).selectOption({ label: "Sulawesi Selatan" });
  if (!jsOn()) await page.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(district.locator("option", { hasText: districtLabel })).toHaveCount(1);
  await district.selectOption({ label: districtLabel });
  if (!jsOn()) await page.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(subDistrict.locator("option")).not.toHaveCount(1);
  await subDistrict.selectOption({ index: 1 });
}

/** Applies the GET form: with JS a new page size applies by itself, "Cari" always does. */
async function applyListForm(page: Page) {
  await page.getByRole("search", { name: "Cari alamat" }).getByRole("button", { name: "Cari", exact: true }).click();
}

test("add, find, page through, read, edit and delete an address", async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = jsOn() ? "JS" : "NoJS";
  const satker = `Bidang Aset ${tag} Uji`;
  const street = `Jl. Kakatua ${tag} No. 45`;
  const api = await addressApi(request, buyer());
  const before = (await api.list()).length;
  // Five more rows, so the list has pages (5 by default); the one added on the page comes last.
  const total = before + 6;
  const lastPage = Math.ceil(total / 5);
  const extra = [];
  for (let i = 1; i <= 5; i++) extra.push(await api.add(`Gudang ${tag} ${i}`, `Jl. Gudang ${tag} ${i}`));

  await loginAs(page, buyer(), "/profil/alamat");
  await expect(page).toHaveURL(/\/profil\/alamat$/);
  await expect(page.getByRole("heading", { name: "Daftar Alamat" })).toBeVisible();
  await expect(page.locator("tr.address-row")).toHaveCount(5);
  await expect(page.getByRole("link", { name: "Halaman sebelumnya" })).toHaveCount(0);
  await expect(page.getByRole("columnheader")).toHaveText(["No", "Satuan Kerja", "Alamat", "Aksi"]);
  await expectNoA11yViolations(page);

  // Add, with the cascaded regions.
  await page.getByRole("link", { name: "Tambah Alamat" }).click();
  await expect(page).toHaveURL(/\/profil\/tambah-alamat$/);
  await expect(page.getByRole("heading", { name: "Tambah Alamat" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Nama Penerima").fill("Rahmat Hidayat");
  await page.getByLabel("No Telepon").fill("081234567890");
  await page.getByLabel("Alamat", { exact: true }).fill(street);
  await page.getByLabel("Satuan Kerja (Satker)").fill(satker);
  await chooseRegion(page, "Kabupaten Gowa");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/profil\/alamat$/);
  const toast = page.getByRole("status").filter({ hasText: "Data berhasil tersimpan" });
  await expect(toast).toBeVisible();
  if (jsOn()) await expect(toast).toBeHidden({ timeout: 8_000 });
  else {
    await page.reload();
    await expect(toast).toBeHidden();
  }

  // Oldest first: the new address is the last row of the last page.
  await expect(page.getByText(`Halaman 1 dari ${lastPage} (${total} data)`)).toBeVisible();
  await page.getByRole("link", { name: "Halaman 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  if (lastPage > 2) await page.goto(`/profil/alamat?page=${lastPage}`);
  await expect(row(page, satker)).toContainText(street);
  await expect(row(page, satker).locator("td").first()).toHaveText(String(total));
  await expect(page.getByRole("link", { name: "Halaman sebelumnya" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Halaman berikutnya" })).toHaveCount(0);

  // Page size.
  await page.getByLabel("Tampilkan").selectOption("10");
  if (!jsOn()) await applyListForm(page);
  await expect(page).toHaveURL(/per_page=10/);
  await expect(page.locator("tr.address-row")).toHaveCount(Math.min(total, 10));
  await expect(page.getByText(`Halaman 1 dari ${Math.ceil(total / 10)} (${total} data)`)).toBeVisible();

  // Search: work unit or address, any case; nothing found is said so.
  await page.getByLabel("Cari nama satker atau alamat").fill(`kakatua ${tag.toLowerCase()}`);
  await applyListForm(page);
  await expect(page).toHaveURL(/q=kakatua/);
  await expect(page.locator("tr.address-row")).toHaveCount(1);
  await expect(row(page, satker)).toBeVisible();
  await page.getByLabel("Cari nama satker atau alamat").fill(`GUDANG ${tag} 3`);
  await applyListForm(page);
  await expect(page.locator("tr.address-row")).toHaveCount(1);
  await expect(row(page, `Gudang ${tag} 3`)).toBeVisible();
  await page.getByLabel("Cari nama satker atau alamat").fill("tidak ada alamat seperti ini");
  await applyListForm(page);
  await expect(page.getByRole("cell", { name: "Data tidak ditemukan" })).toBeVisible();
  await page.getByLabel("Cari nama satker atau alamat").fill(satker);
  await applyListForm(page);

  // Detail.
  await row(page, satker)
    .getByRole("link", { name: `Detail ${satker}` })
    .click();
  const detail = page.getByRole("dialog", { name: "Detail Alamat" });
  await expect(detail).toBeVisible();
  for (const text of ["Rahmat Hidayat", "081234567890", street, satker, "Sulawesi Selatan", "Kabupaten Gowa"]) {
    await expect(detail).toContainText(text);
  }
  await expect(detail.getByText("Kecamatan")).toBeVisible();
  await expectNoA11yViolations(page);
  await detail.getByRole("link", { name: "Tutup" }).click();
  await expect(detail).toBeHidden();

  // Edit.
  await row(page, satker)
    .getByRole("link", { name: `Edit ${satker}` })
    .click();
  await expect(page).toHaveURL(/\/profil\/edit-alamat\?id_alamat=\d+$/);
  await expect(page.getByRole("heading", { name: "Edit Alamat" })).toBeVisible();
  await expect(page.getByLabel("Nama Penerima")).toHaveValue("Rahmat Hidayat");
  await expect(page.getByLabel("Alamat", { exact: true })).toHaveValue(street);
  await expect(page.getByLabel("Kabupaten/Kota", { exact: true })).toHaveValue("7306");
  await expectNoA11yViolations(page);
  await page.getByLabel("Nama Penerima").fill("Rahmat Hidayat, S.T.");
  await chooseRegion(page, "Kota Makassar");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/profil\/alamat$/);
  const updated = page.getByRole("status").filter({ hasText: "Data anda telah berhasil diperbaharui" });
  await expect(updated).toContainText("Selamat");
  await page.getByLabel("Cari nama satker atau alamat").fill(satker);
  await applyListForm(page);
  await row(page, satker)
    .getByRole("link", { name: `Detail ${satker}` })
    .click();
  await expect(detail).toContainText("Rahmat Hidayat, S.T.");
  await expect(detail).toContainText("Kota Makassar");
  await detail.getByRole("link", { name: "Tutup" }).click();

  // Delete after confirmation: Batal keeps it, "Ya, hapus" removes it and shows page 1.
  await row(page, satker)
    .getByRole("link", { name: `Hapus ${satker}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Hapus alamat?" });
  await expect(confirm).toContainText(satker);
  await expectNoA11yViolations(page);
  await confirm.getByRole("link", { name: "Batal" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, satker)).toBeVisible();
  await row(page, satker)
    .getByRole("link", { name: `Hapus ${satker}` })
    .click();
  await confirm.getByRole("button", { name: "Ya, hapus" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Data berhasil dihapus")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Data tidak ditemukan" })).toBeVisible();
  expect((await api.list()).map((entry) => entry.name)).not.toContain(satker);

  for (const entry of extra) await api.remove(entry.id);
});

test("every address-form message next to its field, typed values kept", async ({ page, request }) => {
  const api = await addressApi(request, buyer());
  const own = await api.add(`Satker Pesan ${jsOn() ? "JS" : "NoJS"}`, "Jl. Pesan No. 1");
  await loginAs(page, buyer(), "/profil/tambah-alamat");
  await expect(page.getByRole("heading", { name: "Tambah Alamat" })).toBeVisible();
  const save = page.getByRole("button", { name: "Simpan" });
  await save.click();
  const expected: [string, string][] = [
    ["Nama Penerima", "Nama penerima tidak boleh kosong"],
    ["No Telepon", "No telepon tidak boleh kosong"],
    ["Alamat", "Alamat tidak boleh kosong"],
    ["Satuan Kerja (Satker)", "Satuan kerja tidak boleh kosong"],
    ["Provinsi", "Silahkan pilih provinsi"],
    ["Kabupaten/Kota", "Silahkan pilih kabupaten"],
    ["Kecamatan", "Silahkan pilih kecamatan"],
  ];
  for (const [label, message] of expected) {
    const control = page.getByLabel(label, { exact: true });
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(message);
  }
  await expect(page.getByRole("alert").filter({ hasText: "Terdapat kesalahan pada isian" })).toBeVisible();

  // Digits only in the phone; what was typed stays.
  await page.getByLabel("Nama Penerima").fill("Sitti Rahma");
  await page.getByLabel("No Telepon").fill("0812-abc");
  await page.getByLabel("Alamat", { exact: true }).fill("Jl. Cendrawasih No. 9");
  await save.click();
  await expect(page.getByLabel("No Telepon")).toHaveAccessibleDescription("Pastikan data yang diinput berupa angka");
  await expect(page.getByLabel("Nama Penerima")).toHaveValue("Sitti Rahma");
  await expect(page.getByLabel("Nama Penerima")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("No Telepon")).toHaveValue("0812-abc");
  await expect(page.getByLabel("Alamat", { exact: true })).toHaveValue("Jl. Cendrawasih No. 9");
  await expect(page.getByLabel("Satuan Kerja (Satker)")).toHaveAccessibleDescription("Satuan kerja tidak boleh kosong");

  // The edit form says the same.
  await page.goto(`/profil/alamat?${new URLSearchParams({ q: own.name })}`);
  await row(page, own.name)
    .getByRole("link", { name: `Edit ${own.name}` })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Alamat" })).toBeVisible();
  await page.getByLabel("Nama Penerima").fill("");
  await page.getByLabel("No Telepon").fill("08x");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByLabel("Nama Penerima")).toHaveAccessibleDescription("Nama penerima tidak boleh kosong");
  await expect(page.getByLabel("No Telepon")).toHaveAccessibleDescription("Pastikan data yang diinput berupa angka");
  await expect(page).toHaveURL(/\/profil\/edit-alamat\?id_alamat=\d+$/);
  await expect(page.getByLabel("No Telepon")).toHaveValue("08x");
  await api.remove(own.id);
});

test("a create the API refuses shows 'Ooops' with its message and an OK button; the spinner text while saving", async ({
  page,
}) => {
  await loginAs(page, buyer(), "/profil/tambah-alamat");
  await page.getByLabel("Nama Penerima").fill("Ahmad Fauzi");
  await page.getByLabel("No Telepon").fill("081399988877");
  await page.getByLabel("Alamat", { exact: true }).fill("Jl. Rajawali No. 2");
  await page.getByLabel("Satuan Kerja (Satker)").fill("Satker Tidak Tersimpan");
  await chooseRegion(page, "Kota Makassar");
  // Regions that do not belong together. Without JS the province is changed after the last "Pilih";
  // with JS a new province clears the other selects, so the post of a stale form is made in transit.
  // The post is held until the spinner text has been seen (with JS).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  if (jsOn()) {
    await page.route("**/profil/tambah-alamat*", async (route) => {
      const body = route.request().postData();
      if (route.request().method() !== "POST" || !body) return route.continue();
      await held;
      return route.continue({ postData: body.replace("province_id=73", "province_id=74") });
    });
  } else {
    await page.getByLabel("Provinsi", { exact: true }).selectOption({ label: "Sulawesi Barat" });
  }
  await page.getByRole("button", { name: "Simpan" }).click();
  if (jsOn()) {
    await expect(page.getByRole("status").filter({ hasText: "Mohon tunggu, data sedang diproses" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Simpan" })).toBeDisabled();
    release();
  }
  const alert = page.getByRole("alertdialog", { name: "Ooops" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Wilayah yang dipilih tidak sesuai.");
  await expect(page.getByLabel("Nama Penerima")).toHaveValue("Ahmad Fauzi");
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/profil\/tambah-alamat$/);
});

test("an unknown or another buyer's address id on the edit page is the 404 page", async ({ page, request }) => {
  const [theirs] = await (await addressApi(request, otherBuyer)).list();
  expect(theirs, "the seed gives demo addresses").toBeDefined();
  await loginAs(page, buyer(), "/profil/alamat");
  for (const query of [`id_alamat=${theirs.id}`, "id_alamat=99999999", "id_alamat=abc", ""]) {
    const response = await page.goto(`/profil/edit-alamat?${query}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  }
});

test("the add form by keyboard alone", async ({ page }) => {
  test.setTimeout(60_000);
  const satker = `Satker Papan Ketik ${jsOn() ? "JS" : "NoJS"}`;
  await loginAs(page, buyer(), "/profil/tambah-alamat");
  await expect(page.getByRole("heading", { name: "Tambah Alamat" })).toBeVisible();
  if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });

  const tabTo = async (target: Locator, max = 60) => {
    for (let presses = 0; presses < max; presses++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error("Tab never reached the control");
  };
  const district = page.getByLabel("Kabupaten/Kota", { exact: true });
  const subDistrict = page.getByLabel("Kecamatan", { exact: true });
  const pilih = page.getByRole("button", { name: "Pilih", exact: true });

  await tabTo(page.getByLabel("Nama Penerima"));
  await page.keyboard.type("Nurul Huda");
  await page.keyboard.press("Tab");
  await page.keyboard.type("081355500011");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Jl. Merpati No. 8");
  await page.keyboard.press("Tab");
  await page.keyboard.type(satker);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Provinsi", { exact: true })).toBeFocused();
  // A province typed by name, then moving on, loads its districts. Gorontalo: the only one starting with
  // G and one word, so a stalled machine's late keystroke or a space cannot land on another province.
  await page.keyboard.type("Gorontalo");
  await expect(page.getByLabel("Provinsi", { exact: true })).toHaveValue("75");
  if (!jsOn()) {
    await tabTo(pilih);
    await page.keyboard.press("Enter");
    await expect(district).toBeFocused();
  } else {
    await page.keyboard.press("Tab");
    await expect(district).toBeFocused();
  }
  await expect(district.locator("option")).not.toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await expect(district).not.toHaveValue("");
  if (!jsOn()) {
    await tabTo(pilih);
    await page.keyboard.press("Enter");
    await expect(subDistrict).toBeFocused();
  } else {
    await page.keyboard.press("Tab");
    await expect(subDistrict).toBeFocused();
  }
  await expect(subDistrict.locator("option")).not.toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await expect(subDistrict).not.toHaveValue("");
  await tabTo(page.getByRole("button", { name: "Simpan" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profil\/alamat$/);
  await expect(page.getByText("Data berhasil tersimpan")).toBeVisible();
  await page.goto(`/profil/alamat?${new URLSearchParams({ q: satker })}`);
  await expect(row(page, satker)).toContainText("Jl. Merpati No. 8");
});
