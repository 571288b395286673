import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { waitForChrome } from "./support/hydration";
import { loginAs, type Buyer } from "./support/login";
import { registerBuyer } from "./support/new-buyer";
import { buyerHeaders, sellerConfirm, sellerDispatch, sellerProcess, sellerRound } from "./support/order-setup";
import { loginSeller } from "./support/seller";
import { acceptMailedInvitation, setMemberRoles } from "./support/team";

// The work unit's people, hand to hand (issue 25, decision 0154), JavaScript on and off: an owner
// invites a PPK, a Bendahara and a receiver on the team page (they accept through the API: the accept
// page has its own journey in team.spec.ts) and keeps only the PP's role. The PP submits (through the API, as the
// checkout page would) and answers the seller's round on the page; the PPK, led by "Menunggu tindakan
// Anda", accepts the deal by keyboard and saves the SPK the form fills with their name; the seller
// dispatches; the receiver records the goods; the Bendahara pays. Each of them is not offered the
// others' steps, and the API refuses them; the papers and the timeline name each person and role.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;
const todayWita = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const orderUrl = (id: number, tab?: string) => `/profil/detailtransaksi?id_transaksi=${id}${tab ? `&tab=${tab}` : ""}`;
const roleNote = (who: string) => `Langkah ini dilakukan oleh ${who} satuan kerja Anda.`;

/** A fresh session for `buyer` on the dashboard. */
async function signIn(page: Page, buyer: Buyer) {
  await page.context().clearCookies();
  await loginAs(page, buyer, "/profil/beranda");
  await expect(page.getByRole("heading", { level: 2, name: "Daftar Transaksi" })).toBeVisible();
}

async function openTab(page: Page, id: number, tab?: string) {
  await page.goto(orderUrl(id, tab));
  await expect(page.getByRole("heading", { level: 1, name: "Detail Transaksi" })).toBeVisible();
  await waitForChrome(page, jsOn());
}

/** The dashboard's waiting entry of the order. */
const waitingEntry = (page: Page, invoice: string) => page.getByTestId("waiting-order").filter({ hasText: invoice });

/** The text of a paper the Penerimaan tab offers (its PDF link, fetched with the page's session). */
async function paperText(page: Page, kind: string): Promise<string> {
  const href = await page.getByRole("link", { name: `Template_${kind}.pdf Pengiriman 1` }).getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.ok(), `${kind}: ${response.status()}`).toBe(true);
  const work = await mkdtemp(path.join(os.tmpdir(), "team-journey-"));
  try {
    const file = path.join(work, `${kind}.pdf`);
    await writeFile(file, await response.body());
    const { stdout } = await promisify(execFile)("pdftotext", ["-layout", file, "-"]);
    return stdout.replace(/\s+/g, " ");
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A control used by keyboard alone: focused, then Enter. */
async function press(target: Locator) {
  await target.focus();
  await target.page().keyboard.press("Enter");
}

test("PP, PPK, receiver and Bendahara each take their own step, led by the dashboard, named on the timeline", async ({
  page,
  request,
}) => {
  // Four people logging in one after another, a seller and a dozen page saves on a shared machine.
  test.setTimeout(300_000);
  const owner = await registerBuyer(request, "pp");
  const [ppk, bendahara, penerima] = [
    await registerBuyer(request, "ppk"),
    await registerBuyer(request, "bendahara"),
    await registerBuyer(request, "penerima"),
  ].map((colleague) => ({ ...colleague, email: `${colleague.username}@pengadaan.test` }));

  // The owner invites the three on the team page, one role each; each accepts the mailed invitation.
  await signIn(page, owner);
  await page.goto("/profil/tim");
  const invite = page.locator("#undang-anggota");
  for (const [colleague, role] of [
    [ppk, "Pejabat Pembuat Komitmen"],
    [bendahara, "Bendahara Pengeluaran"],
    [penerima, "Penerima Barang"],
  ] as const) {
    await invite.getByLabel("Email").fill(colleague.email);
    await invite.getByLabel(role).check();
    await page.getByRole("button", { name: "Kirim Undangan" }).click();
    const sent = page.getByTestId("team-invitation").filter({ hasText: colleague.email });
    await expect(sent).toContainText(role);
    // The form starts afresh: the roles ticked for the previous colleague are not sent again.
    for (const other of ["Pejabat Pembuat Komitmen", "Bendahara Pengeluaran", "Penerima Barang"])
      if (other !== role) await expect(sent).not.toContainText(other);
  }
  for (const colleague of [ppk, bendahara, penerima]) await acceptMailedInvitation(request, colleague, colleague.email);
  const ownerApi = await buyerApi(request, owner);
  await setMemberRoles(request, owner, ownerApi.userId, ["pp"]);
  const seller = await loginSeller(request);

  // The PP's purchase request with a price of its own, and the seller's round in answer.
  const products = (await ownerApi.listProducts(100)).filter((product) => product.stock >= 50);
  const product = products[jsOn() ? 61 : 71];
  if (!product) throw new Error("the seed has too few well-stocked products");
  const { price } = (await ownerApi.getProduct(product.id)) as unknown as { price: number };
  const { id, invoice } = await ownerApi.submitPurchaseRequest({
    productId: product.id,
    qty: 2,
    priceNego: price - 1000,
  });
  const line = (await ownerApi.getTransaction(id)).transaction_detail[0];
  if (!line) throw new Error("the order has no line");
  await sellerRound(request, seller, id, {
    lines: [{ id: line.id, price: price - 500 }],
    shipping: 20_000,
    note: "Penawaran",
  });

  // The PP: the seller's round waits for them, with its deadline; they answer it on the page.
  await signIn(page, owner);
  const forPp = waitingEntry(page, invoice);
  await expect(forPp).toContainText("Tanggapi penawaran penjual");
  await expect(forPp).toContainText("PP");
  await expect(forPp).toContainText(/Batas waktu \d{2} \w+ \d{4} \d{2}:\d{2} WITA/);
  await expectNoA11yViolations(page);
  await forPp.getByRole("link", { name: invoice }).click();
  await expect(page).toHaveURL(new RegExp(`id_transaksi=${id}&tab=negosiasi`));
  await page.getByLabel(`Harga Nego / Unit: ${product.name}`).fill(String(price - 800));
  await page.getByRole("button", { name: "Ajukan Negosiasi" }).click();
  await expect(page.getByText("Selamat Permohonan Nego Anda Berhasil diajukan", { exact: false })).toBeVisible();

  // The seller's last round and its confirmation: accepting the deal is the PPK's, not the PP's.
  await sellerRound(request, seller, id, {
    lines: [{ id: line.id, price: price - 700 }],
    shipping: 18_000,
    note: "Akhir",
  });
  await sellerConfirm(request, seller, id);
  await openTab(page, id, "negosiasi");
  await expect(page.getByRole("button", { name: "Setujui Negosiasi" })).toHaveCount(0);
  await expect(page.getByTestId("role-note")).toHaveText(roleNote("PPK"));
  await page.goto("/profil/beranda");
  await expect(waitingEntry(page, invoice)).toHaveCount(0);
  const accepted = await request.put(`${apiURL}/admin-transaction/update/${id}`, {
    headers: await buyerHeaders(request, owner),
    multipart: { status: "Process" },
  });
  expect(accepted.status(), await accepted.text()).toBe(403);
  expect(await accepted.text()).toContain(roleNote("PPK"));

  // The PPK: led by the dashboard, accepts the deal by keyboard alone, then saves the SPK.
  await signIn(page, ppk);
  const forPpk = waitingEntry(page, invoice);
  await expect(forPpk).toContainText("Setujui hasil negosiasi");
  await expect(forPpk).toContainText("PPK");
  await waitForChrome(page, jsOn());
  await press(forPpk.getByRole("link", { name: invoice }));
  await expect(page).toHaveURL(new RegExp(`id_transaksi=${id}&tab=negosiasi`));
  await waitForChrome(page, jsOn());
  await press(page.getByRole("button", { name: "Setujui Negosiasi" }));
  await expect(page.getByText(/Negosiasi disetujui/)).toBeVisible();
  await page.goto("/profil/beranda");
  await expect(waitingEntry(page, invoice)).toContainText("Lengkapi SPK");
  await waitingEntry(page, invoice).getByRole("link", { name: invoice }).click();
  await page.getByRole("link", { name: "Konfirmasi Transaksi" }).click();
  const spk = page.getByRole("dialog", { name: "Konfirmasi Transaksi" });
  // The officials come from the unit's members.
  await expect(spk.getByLabel("Nama Pejabat")).toHaveValue("Pembeli ppk");
  await expect(spk.getByLabel("Nama Bendahara")).toHaveValue("Pembeli bendahara");
  await expect(spk.getByRole("radio", { name: "PPK", exact: true })).toBeChecked();
  await expectNoA11yViolations(page);
  await spk.getByLabel("Nama Satuan Kerja").fill("Bagian Umum");
  await spk.getByLabel("Nama Kementerian/Lembaga/Pemerintahan").fill("Pemerintah Kota Makassar");
  await spk.getByLabel("Nama Paket Pekerjaan").fill("Pengadaan Alat Tulis Kantor");
  await spk.getByLabel("Tahun Anggaran").fill("2026");
  await spk.getByLabel("Sumber Dana").fill("APBD");
  await spk.getByLabel("Kode Rekening Anggaran").fill("5210201001");
  await spk.getByLabel("Pagu Anggaran").fill("90000000");
  await spk.getByLabel("NIP Pejabat").fill("197805152005012004");
  await spk.getByLabel("NIP Bendahara").fill("198011212006041007");
  await spk.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("dialog", { name: "Berhasil" })).toContainText("Data anda telah berhasil disimpan");
  // The PPK is not offered the PP's cart.
  await page.goto(`/produk-detail?id_produk=${product.id}`);
  await expect(page.getByTestId("cart-role-note")).toBeVisible();
  await expect(page.getByRole("button", { name: "Tambah ke Keranjang" })).toHaveCount(0);

  // The seller prepares and dispatches the goods.
  await sellerProcess(request, seller, id);
  await sellerDispatch(request, seller, id, 1);

  // The Bendahara: nothing waits for them yet, and the receipt is not theirs.
  await signIn(page, bendahara);
  await expect(waitingEntry(page, invoice)).toHaveCount(0);
  await openTab(page, id, "penerimaan");
  await expect(page.getByRole("form", { name: "Penerimaan Barang 1 Pengiriman 1" })).toHaveCount(0);
  await expect(page.getByTestId("role-note")).toHaveText(roleNote("Penerima Barang"));

  // The receiver records the goods.
  await signIn(page, penerima);
  const forPenerima = waitingEntry(page, invoice);
  await expect(forPenerima).toContainText("Catat penerimaan barang");
  await forPenerima.getByRole("link", { name: invoice }).click();
  await expect(page).toHaveURL(new RegExp(`id_transaksi=${id}&tab=penerimaan`));
  const receipt = page.getByRole("form", { name: "Penerimaan Barang 1 Pengiriman 1" });
  await receipt.getByLabel("Tanggal Diterima").fill(todayWita());
  await receipt.getByLabel("Unit Diterima").fill("2");
  await receipt.getByLabel("Nama Penerima").fill("Pembeli penerima");
  await receipt.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByText("Selamat File Anda telah dikirim")).toBeVisible();
  // Paying is the Bendahara's.
  await openTab(page, id, "pembayaran");
  await expect(page.getByRole("button", { name: "Bayar Sekarang" })).toHaveCount(0);
  await expect(page.getByTestId("role-note")).toHaveText(roleNote("Bendahara"));
  const paid = await request.post(`${apiURL}/transaction/payment`, {
    headers: await buyerHeaders(request, penerima),
    form: {
      transaction_id: id,
      payment_success_url: `${test.info().project.use.baseURL}/example/bpd-payment?id_transaksi=${id}`,
      payment_service: "BPD",
    },
  });
  expect(paid.status(), await paid.text()).toBe(403);

  // The Bendahara pays.
  await signIn(page, bendahara);
  const forBendahara = waitingEntry(page, invoice);
  await expect(forBendahara).toContainText("Lakukan pembayaran");
  await expect(forBendahara).toContainText("Bendahara");
  await forBendahara.getByRole("link", { name: invoice }).click();
  await expect(page).toHaveURL(new RegExp(`id_transaksi=${id}&tab=pembayaran`));
  await page.getByLabel("Transfer Bank (BPD)").check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(new RegExp(`/example/bpd-payment\\?id_transaksi=${id}`));

  // The papers name who took the steps they record: the Surat Pesanan its PP and PPK, the BAST its receiver.
  await openTab(page, id, "penerimaan");
  const order = await paperText(page, "spk");
  expect(order).toMatch(/Diajukan oleh : Pembeli pp \(PP\)/);
  expect(order).toMatch(/Disetujui oleh : Pembeli ppk \(PPK\)/);
  expect(await paperText(page, "bast")).toContain("Penerimaan dicatat oleh Pembeli penerima (Penerima Barang).");

  // The timeline names each person in their role.
  await openTab(page, id, "timeline");
  const actors = page.getByTestId("log-actor");
  for (const line of [
    "Diajukan oleh Pembeli pp (PP)",
    "Ditawar oleh Pembeli pp (PP)",
    "Disetujui oleh Pembeli ppk (PPK)",
    "Disimpan oleh Pembeli ppk (PPK)",
    "Diterima oleh Pembeli penerima (Penerima Barang)",
    "Dibuat oleh Pembeli bendahara (Bendahara)",
  ])
    await expect(actors.filter({ hasText: line }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});
