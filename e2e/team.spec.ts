import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { loginAs } from "./support/login";
import { registerBuyer } from "./support/new-buyer";
import { readLink } from "./support/outbox";
import { joinedColleague } from "./support/team";

// The work unit's people (issue 25), JavaScript on and off: a new buyer (the owner of a unit of one)
// invites a colleague as PPK on /profil/tim; the colleague opens the mailed link, logs in from it,
// accepts by keyboard, and both are listed; the colleague is not offered the PP's step (the cart). Then the
// owner's forms: roles, the last holder's refusal, and removal behind its confirmation.

test("an owner invites a PPK who joins by the mailed link and is not offered the PP's step", async ({
  page,
  request,
}) => {
  // Two accounts registered, three logins and three axe scans on a shared 2-core machine.
  test.setTimeout(60_000);
  const owner = await registerBuyer(request, "pemilik");
  const colleague = await registerBuyer(request, "ppk");
  const colleagueEmail = `${colleague.username}@pengadaan.test`;

  await loginAs(page, owner, "/profil/tim");
  await expect(page.getByRole("heading", { level: 1, name: "Tim Satuan Kerja" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Menu profil" }).getByRole("link", { name: "Tim Satuan Kerja" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("my-roles")).toContainText("Pejabat Pembuat Komitmen");

  // No role chosen: the message beside the roles, the typed address kept.
  const invite = page.locator("#undang-anggota");
  await invite.getByLabel("Email").fill(colleagueEmail);
  await page.getByRole("button", { name: "Kirim Undangan" }).click();
  await expect(invite.getByText("Pilih minimal satu peran")).toBeVisible();
  await expect(invite.getByLabel("Email")).toHaveValue(colleagueEmail);

  await invite.getByLabel("Pejabat Pembuat Komitmen").check();
  await page.getByRole("button", { name: "Kirim Undangan" }).click();
  await expect(page.getByText("Undangan berhasil dikirim")).toBeVisible();
  const invitation = page.getByTestId("team-invitation").filter({ hasText: colleagueEmail });
  await expect(invitation).toContainText("Pejabat Pembuat Komitmen");
  await expectNoA11yViolations(page);

  // The owner's session ends; the colleague opens the mailed link as a visitor.
  const link = new URL(await readLink(colleagueEmail, "/undangan"));
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(colleagueEmail, { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Peran: Pejabat Pembuat Komitmen")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Masuk", exact: true }).last().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("Email atau Username").fill(colleague.username);
  await page.getByLabel("Kata Sandi", { exact: true }).fill(colleague.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(/\/undangan\?token=/, { timeout: 15_000 });

  // Keyboard only: Tab to "Terima undangan", Enter.
  const accept = page.getByRole("button", { name: "Terima undangan" });
  await expect(accept).toBeVisible();
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    if (await accept.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(accept).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profil\/tim$/);
  await expect(page.getByText("Anda telah bergabung dengan satuan kerja")).toBeVisible();
  const members = page.getByTestId("team-member");
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: "Pembeli pemilik" })).toContainText("Pemilik");
  await expect(members.filter({ hasText: colleagueEmail })).toContainText("Pejabat Pembuat Komitmen");
  await expect(page.getByTestId("my-roles")).toHaveText("Peran Anda: Pejabat Pembuat Komitmen");
  // A member sees the list, not the owner's forms.
  await expect(page.getByRole("button", { name: "Kirim Undangan" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Simpan peran/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The cart is the PP's step (decision 0154): the page shows who orders instead of the buttons, and
  // the API refuses the step all the same.
  const api = await buyerApi(request, colleague);
  const product = (await api.listProducts(100)).find((entry) => entry.stock >= 1);
  if (!product) throw new Error("the seed has no product in stock");
  await page.goto(`/produk-detail?id_produk=${product.id}`);
  await expect(page.getByRole("heading", { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("cart-role-note")).toHaveText(
    "Keranjang dan pemesanan dilakukan oleh PP satuan kerja Anda.",
  );
  await expect(page.getByRole("button", { name: "Tambah ke Keranjang" })).toHaveCount(0);
  await expect(api.addToCart(product.id, 1)).rejects.toThrow(/403.*Langkah ini dilakukan oleh PP satuan kerja Anda\./);
});

test("the owner changes roles, is refused leaving a role unheld, and removes a member after confirming", async ({
  page,
  request,
}) => {
  // Two accounts registered, three logins and three axe scans on a shared 2-core machine.
  test.setTimeout(60_000);
  const owner = await registerBuyer(request, "pemilik");
  const ownerEmail = `${owner.username}@pengadaan.test`;
  const colleague = await joinedColleague(request, owner, ["ppk"]);
  await loginAs(page, owner, "/profil/tim");
  const members = page.getByTestId("team-member");
  await expect(members).toHaveCount(2);

  // The colleague becomes the Bendahara instead of the PPK.
  const theirs = members.filter({ hasText: colleague.email });
  await theirs.getByLabel("Pejabat Pembuat Komitmen").uncheck();
  await theirs.getByLabel("Bendahara Pengeluaran").check();
  await theirs.getByRole("button", { name: /Simpan peran/ }).click();
  await expect(page.getByText("Peran anggota disimpan")).toBeVisible();
  await expect(members.filter({ hasText: colleague.email }).getByRole("definition").last()).toHaveText(
    "Bendahara Pengeluaran",
  );

  // The owner is now the only PPK: giving it up is refused with the API's message, beside their form.
  const mine = members.filter({ hasText: ownerEmail });
  await mine.getByLabel("Pejabat Pembuat Komitmen").uncheck();
  await mine.getByRole("button", { name: /Simpan peran/ }).click();
  await expect(mine.getByRole("alert")).toContainText(
    "Peran Pejabat Pembuat Komitmen harus dipegang minimal satu anggota satuan kerja.",
  );
  await expect(mine).not.toContainText("Keluarkan");
  await expectNoA11yViolations(page);

  // "Keluarkan" asks first (a page state without JavaScript); "Batal" keeps the member.
  await members
    .filter({ hasText: colleague.email })
    .getByRole("link", { name: /Keluarkan/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Keluarkan anggota?" });
  await expect(dialog).toContainText(colleague.email);
  await expectNoA11yViolations(page);
  await dialog.getByRole("link", { name: "Batal" }).click();
  await expect(dialog).toBeHidden();
  await expect(members).toHaveCount(2);
  await members
    .filter({ hasText: colleague.email })
    .getByRole("link", { name: /Keluarkan/ })
    .click();
  await page.getByRole("dialog", { name: "Keluarkan anggota?" }).getByRole("button", { name: "Ya, keluarkan" }).click();
  await expect(page.getByText("Anggota dikeluarkan dari satuan kerja")).toBeVisible();
  await expect(members).toHaveCount(1);
  await expect(page).toHaveURL(/\/profil\/tim$/);
});
