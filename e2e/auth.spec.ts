import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { countMessages, readLink } from "./support/outbox";

// Accounts (issue #4): register → verify → login (username, e-mail) → logout; forgot → reset;
// every validation message; the guards; the logs. JavaScript on and off run the same journeys.

const PASSWORD = "KataSandi-e2e-1";
const NEW_PASSWORD = "SandiBaru-e2e-22";
const logFile = path.resolve(
  fileURLToPath(new URL("..", import.meta.url)),
  process.env.E2E_LOG_FILE ?? "e2e/.tmp/server.log",
);

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** A username no other test (or project) uses. */
function uniqueName(prefix: string): string {
  const project = test.info().project.name.replace(/\W/g, "");
  return `${prefix}${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toLowerCase();
}

/** Chooses the first province, district and sub-district: by fetcher with JS, with "Pilih" without. */
async function chooseRegion(page: Page) {
  // With JS the lists load on React's change handler: wait until it is attached.
  if (jsOn()) await page.locator(".field__reveal").first().waitFor();
  const province = page.getByLabel("Provinsi", { exact: true });
  const district = page.getByLabel("Kabupaten/Kota", { exact: true });
  const subDistrict = page.getByLabel("Kecamatan", { exact: true });
  await province.selectOption({ index: 1 });
  if (!jsOn()) await page.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(district.locator("option")).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  if (!jsOn()) await page.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(subDistrict.locator("option")).not.toHaveCount(1);
  await subDistrict.selectOption({ index: 1 });
}

type Account = { username: string; email: string };

async function fillRegistration(page: Page, account: Account, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Username: account.username,
    Nama: "Budi Pengadaan",
    Email: account.email,
    "Nomor Telepon": "081234567890",
    "Nama Instansi": "Dinas Pekerjaan Umum",
    LPSE: "1234",
    KLDI: "Kabupaten Contoh",
    NIP: "198705172010011001",
    "Nama PP": "Siti PP",
    "Nama PPK": "Agus PPK",
    Satker: "Satker Jalan",
    Alamat: "Jl. Merdeka No. 1",
    "Nama Penerima": "Budi",
    "Nomor Telepon Penerima": "081298765432",
    ...overrides,
  };
  // The region step reloads the page without JS: choose it first, then type the rest.
  await chooseRegion(page);
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Tanggal Lahir").fill("1990-05-17");
  await page.getByLabel("Jenis Kelamin").selectOption("1");
  await page.getByLabel("Kata Sandi", { exact: true }).fill(overrides["Kata Sandi"] ?? PASSWORD);
  await page.getByLabel("Konfirmasi Kata Sandi").fill(overrides["Konfirmasi Kata Sandi"] ?? PASSWORD);
  await page.getByLabel("Saya sudah membaca").check();
}

async function register(page: Page): Promise<Account> {
  const username = uniqueName("pembeli");
  const account = { username, email: `${username}@pengadaan.test` };
  await page.goto("/register");
  await fillRegistration(page, account);
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText("Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email."),
  ).toBeVisible();
  return account;
}

async function verify(page: Page, account: Account) {
  const link = await readLink(account.email, "/verifikasi-email");
  await page.goto(link);
  await page.getByRole("button", { name: "Verifikasi Email" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Email berhasil diverifikasi, silahkan masuk.")).toBeVisible();
}

async function login(page: Page, identifier: string, password: string) {
  await page.getByLabel("Email atau Username").fill(identifier);
  await page.getByLabel("Kata Sandi", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
}

async function logout(page: Page) {
  await page.goto("/profil/beranda");
  const menu = page.getByRole("navigation", { name: "Menu profil" });
  await menu.locator("summary", { hasText: "Keluar" }).click();
  await menu.getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Masuk" })).toBeVisible();
}

test("register with the region selects, verify by the mailed link, log in by username and e-mail, log out", async ({
  page,
}) => {
  // Several page loads, region lists and axe scans on a 2-core machine.
  test.slow();
  const account = await register(page);

  // Not verified yet: the login page says why and offers a new link.
  await login(page, account.username, PASSWORD);
  await expect(page.getByText("Peringatan !")).toBeVisible();
  await expect(page.getByText("Email Anda belum diverifikasi.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kirim ulang tautan verifikasi" })).toBeVisible();

  await verify(page, account);
  await login(page, account.username, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Profil Saya" })).toBeVisible();
  await page.goto("/profil/beranda");
  await expect(page.getByRole("heading", { name: "Halo, Budi Pengadaan" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText("Dinas Pekerjaan Umum")).toBeVisible();
  await logout(page);

  await page.goto("/login");
  await login(page, account.email.toUpperCase(), PASSWORD);
  await expect(page.getByRole("link", { name: "Profil Saya" })).toBeVisible();
  await logout(page);
  // The session is gone: the profile sends the visitor to the login page again.
  await page.goto("/profil/beranda");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Fberanda$/);
});

test("the unverified account can ask for a new verification link", async ({ page }) => {
  const account = await register(page);
  const before = countMessages(account.email);
  await login(page, account.username, PASSWORD);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Kirim ulang tautan verifikasi" }).click();
  await expect(page.getByText("Silahkan periksa email Anda", { exact: true })).toBeVisible();
  // At most one mail a minute per account: the registration mail was just sent, so no new one.
  expect(countMessages(account.email)).toBe(before);
});

test("forgot password → reset by the mailed link → log in with the new password; the used link is refused", async ({
  page,
}) => {
  // Several page loads, region lists and axe scans on a 2-core machine.
  test.slow();
  const account = await register(page);
  await verify(page, account);

  await page.goto("/lupa-password");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByText("Silahkan periksa email Anda", { exact: true })).toBeVisible();

  const link = await readLink(account.email, "/reset-password");
  expect(new URL(link).pathname).toBe("/reset-password");
  await page.goto(link);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password Baru", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Konfirmasi Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Kata sandi berhasil diubah, silahkan masuk.")).toBeVisible();

  await login(page, account.username, PASSWORD);
  await expect(page.getByText("Email/Username atau kata sandi salah")).toBeVisible();
  await login(page, account.username, NEW_PASSWORD);
  await expect(page.getByRole("link", { name: "Profil Saya" })).toBeVisible();
  await logout(page);

  // The same link again: refused with a message.
  await page.goto(link);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password Baru", { exact: true }).fill("LainLagi-e2e-333");
  await page.getByLabel("Konfirmasi Password").fill("LainLagi-e2e-333");
  await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
  await expect(page.getByText("Tautan reset kata sandi tidak valid atau sudah kedaluwarsa.")).toBeVisible();
  await expect(page.getByText("Peringatan !")).toBeVisible();
});

test("a wrong password shows the server's message in the warning box; the account limit answers 429", async ({
  page,
}) => {
  const name = uniqueName("tidakada");
  await page.goto("/login");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await login(page, name, "SalahTerus-123");
    await expect(page.getByRole("alert").filter({ hasText: "Peringatan !" })).toContainText(
      "Email/Username atau kata sandi salah",
    );
  }
  await login(page, name, "SalahTerus-123");
  await expect(page.getByRole("alert").filter({ hasText: "Peringatan !" })).toContainText(
    "Terlalu banyak percobaan masuk. Silahkan coba lagi dalam 15 menit.",
  );
  // The typed name stays; a page rendered by the server never carries the password back.
  await expect(page.getByLabel("Email atau Username")).toHaveValue(name);
  if (!jsOn()) await expect(page.getByLabel("Kata Sandi", { exact: true })).toHaveValue("");
});

const loginCases = [
  { email: "", password: "", messages: ["Email / Username tidak boleh kosong", "Kata sandi tidak boleh kosong"] },
  { email: "demo", password: "pendek", messages: ["Kata sandi minimal memiliki 8 karakter"] },
];
for (const [index, { email, password, messages }] of loginCases.entries()) {
  test(`login validation ${index + 1}: ${messages.join(" / ")}`, async ({ page }) => {
    await page.goto("/login");
    await login(page, email, password);
    for (const message of messages) await expect(page.locator(".field__error", { hasText: message })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Terdapat kesalahan pada isian" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test("register validation: every required field, formats, digits, lengths, confirmation and terms", async ({
  page,
}) => {
  // Several page loads, region lists and axe scans on a 2-core machine.
  test.slow();
  await page.goto("/register");
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  const required = [
    "Username",
    "Nama",
    "Nama Instansi",
    "Email",
    "Kata sandi",
    "Konfirmasi kata sandi",
    "Nomor telepon",
    "Tanggal lahir",
    "LPSE",
    "KLDI",
    "Jenis kelamin",
    "Provinsi",
    "Kabupaten/Kota",
    "Kecamatan",
    "Alamat",
    "NIP",
    "Nama PP",
    "Nama PPK",
    "Satker",
    "Nama penerima",
    "Nomor telepon penerima",
  ];
  for (const label of required) {
    await expect(
      page.locator(".field__error", { hasText: new RegExp(`^${label.replace("/", "\\/")} tidak boleh kosong$`) }),
    ).toBeVisible();
  }
  await expect(
    page.locator(".field__error", {
      hasText: "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.",
    }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  const username = uniqueName("salah");
  await fillRegistration(
    page,
    { username, email: "bukan-email" },
    {
      Nama: "N".repeat(51),
      "Nama Instansi": "I".repeat(51),
      "Nomor Telepon": "08-12",
      LPSE: "12a",
      NIP: "9".repeat(201),
      "Nama PP": "P".repeat(201),
      "Nama PPK": "K".repeat(201),
      Alamat: "A".repeat(501),
      "Nomor Telepon Penerima": "0812 999",
      "Kata Sandi": "pendek",
      "Konfirmasi Kata Sandi": "berbeda",
    },
  );
  await page.getByLabel("Saya sudah membaca").uncheck();
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  const expected: [string, string][] = [
    ["Email", "Format email salah"],
    ["Nama", "Nama terlalu panjang!"],
    ["Nama Instansi", "Nama Instansi terlalu panjang!"],
    ["Nomor Telepon", "Pastikan data yang diinput berupa angka"],
    ["LPSE", "Pastikan data yang diinput berupa angka"],
    ["NIP", "NIP terlalu panjang!"],
    ["Nama PP", "Nama PP terlalu panjang!"],
    ["Nama PPK", "Nama PPK terlalu panjang!"],
    ["Alamat", "Alamat terlalu panjang!"],
    ["Nomor Telepon Penerima", "Pastikan data yang diinput berupa angka"],
    ["Kata Sandi", "Kata sandi minimal memiliki 8 karakter"],
    ["Konfirmasi Kata Sandi", "Konfirmasi kata sandi tidak sama dengan password"],
  ];
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toHaveText(message);
  }
  await expect(page.locator(".field__error", { hasText: "Pastikan Anda sudah membaca dan menyetujui" })).toBeVisible();
  // Typed values stay (passwords do not come back from the server).
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Provinsi", { exact: true })).not.toHaveValue("");
  await expectNoA11yViolations(page);
});

test("register refuses a taken username and a taken e-mail with the server's messages", async ({ page }) => {
  // Several page loads, region lists and axe scans on a 2-core machine.
  test.slow();
  await page.goto("/register");
  await fillRegistration(page, { username: "demo", email: "demo@pengadaan.test" });
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Peringatan !" })).toContainText(
    "Username dan Email sudah terdaftar silahkan gunakan yang lain",
  );
  await expect(page.locator(".field__error", { hasText: "Username sudah digunakan" })).toBeVisible();
  await expect(
    page.locator(".field__error", { hasText: "Email sudah terdaftar silahkan gunakan yang lain" }),
  ).toBeVisible();

  const username = uniqueName("baru");
  await fillRegistration(page, { username, email: "demo@pengadaan.test" });
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Peringatan !" })).toContainText(
    "Email sudah terdaftar silahkan gunakan yang lain",
  );
});

const forgotCases = [
  { email: "", message: "Email tidak boleh kosong" },
  { email: "bukan-email", message: "Format email salah" },
];
for (const { email, message } of forgotCases) {
  test(`forgot password validation: ${message}`, async ({ page }) => {
    await page.goto("/lupa-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.locator(".field__error", { hasText: message })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

const resetCases = [
  {
    email: "",
    password: "",
    confirmation: "",
    messages: ["Email tidak boleh kosong", "Password tidak boleh kosong", "Password konfirmasi tidak boleh kosong"],
  },
  {
    email: "x@",
    password: "pendek",
    confirmation: "pendek",
    messages: ["Format email salah", "Password minimal memiliki 8 karakter"],
  },
  {
    email: "demo@pengadaan.test",
    password: "PanjangSekali1",
    confirmation: "PanjangSekali2",
    messages: ["Password konfirmasi tidak sama dengan password"],
  },
];
for (const [index, { email, password, confirmation, messages }] of resetCases.entries()) {
  test(`reset password validation ${index + 1}: ${messages.join(" / ")}`, async ({ page }) => {
    await page.goto("/reset-password?token=token-palsu-untuk-uji");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password Baru", { exact: true }).fill(password);
    await page.getByLabel("Konfirmasi Password").fill(confirmation);
    await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
    for (const message of messages) await expect(page.locator(".field__error", { hasText: message })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("an unknown reset token is refused with a message", async ({ page }) => {
  await page.goto("/reset-password?token=token-palsu-untuk-uji");
  await page.getByLabel("Email").fill("demo@pengadaan.test");
  await page.getByLabel("Password Baru", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Konfirmasi Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Peringatan !" })).toContainText(
    "Tautan reset kata sandi tidak valid atau sudah kedaluwarsa.",
  );
});

for (const path of ["/login", "/register", "/lupa-password", "/reset-password?token=abc"]) {
  test(`${path} has no chrome, shows its banner and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(".navbar")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.locator(".auth__side img")).toHaveAttribute("src", /\/storage\/banners\//);
    await expectNoA11yViolations(page);
  });
}

test("a page that needs a login returns there after login; a logged-in user is sent home from /login", async ({
  page,
}) => {
  await page.goto("/profil/beranda");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Fberanda$/);
  await login(page, "pembeli2", "rahasia123");
  await expect(page).toHaveURL(/\/profil\/beranda$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await logout(page);
});

for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
  test(`login ignores the foreign redirect target ${target}`, async ({ page }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
    await login(page, "pembeli2", "rahasia123");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await logout(page);
  });
}

test("the registration form can be completed and sent with the keyboard alone", async ({ page }) => {
  // Several page loads, region lists and axe scans on a 2-core machine.
  test.slow();
  const username = uniqueName("papan");
  const email = `${username}@pengadaan.test`;
  await page.goto("/register");
  if (jsOn()) await page.locator(".field__reveal").first().waitFor();
  const focused = (selector: string) =>
    page
      .locator(selector)
      .evaluate((el) => el === document.activeElement)
      .catch(() => false);
  async function tabTo(selector: string) {
    for (let presses = 0; presses < 80; presses++) {
      if (await focused(selector)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${selector}`);
  }
  async function type(name: string, value: string) {
    await tabTo(`[name="${name}"]`);
    await page.keyboard.type(value);
  }
  async function chooseWithArrow(name: string) {
    await tabTo(`select[name="${name}"]`);
    await expect(page.locator(`select[name="${name}"] option`)).not.toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(`select[name="${name}"]`)).not.toHaveValue("");
  }
  async function pressPilih() {
    await tabTo('button[value="regions"]');
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/register$/);
  }

  await chooseWithArrow("province_id");
  if (!jsOn()) await pressPilih();
  await chooseWithArrow("district_id");
  if (!jsOn()) await pressPilih();
  await chooseWithArrow("sub_district_id");
  await type("username", username);
  await type("name", "Papan Ketik");
  await type("email", email);
  await type("phone", "081200001111");
  await tabTo('[name="birthdate"]');
  await page.keyboard.type("17051990");
  await chooseWithArrow("gender");
  await type("instance_name", "Dinas Aksesibilitas");
  await type("lspe", "77");
  await type("kldi", "Kota Contoh");
  await type("nip", "1990");
  await type("name_pp", "PP Papan");
  await type("name_ppk", "PPK Papan");
  await type("satker", "Satker Papan");
  await type("address", "Jl. Tab No. 9");
  await type("receipt_name", "Penerima Papan");
  await type("receipt_phone_number", "081233334444");
  await type("password", PASSWORD);
  await type("password_confirmation", PASSWORD);
  await tabTo('[name="setuju"]');
  await page.keyboard.press("Space");
  await tabTo('button[value="register"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Registrasi berhasil dilakukan", { exact: false })).toBeVisible();
});

test("each form post is logged once, without the password; a refused one without any value typed", async ({ page }) => {
  const marker = uniqueName("logcek");
  const secret = `Rahasia-${marker}`;
  await page.goto("/login");
  // A refused form's line names its fields only (decision 0158): it is found by its request id.
  const loginPost = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
  );
  await login(page, marker, secret);
  const requestId = (await loginPost).headers()["x-request-id"];
  await expect(page.getByText("Email/Username atau kata sandi salah")).toBeVisible();
  await page.goto("/lupa-password");
  await page.getByLabel("Email").fill(`${marker}@pengadaan.test`);
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByText("Silahkan periksa email Anda", { exact: true })).toBeVisible();

  type Line = { route: string; outcome: string; upstreamStatus?: number; requestId: string; fieldNames?: string[] };
  const lines = () =>
    fs
      .readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => line.includes('"form submission"'))
      .map((line) => JSON.parse(line) as Line);
  await expect.poll(() => lines().filter((line) => line.requestId === requestId).length).toBe(1);
  const loginLine = lines().find((line) => line.requestId === requestId);
  expect(loginLine).toMatchObject({ route: "/login", outcome: "upstream_error", upstreamStatus: 422 });
  expect(loginLine?.fieldNames).toEqual(expect.arrayContaining(["email", "password"]));
  expect(JSON.stringify(loginLine)).not.toContain(marker);
  // An accepted form still logs what was typed (its password, had it one, redacted).
  await expect.poll(() => lines().filter((line) => JSON.stringify(line).includes(marker)).length).toBe(1);
  expect(lines().find((line) => JSON.stringify(line).includes(marker))).toMatchObject({
    route: "/lupa-password",
    outcome: "ok",
  });
  expect(fs.readFileSync(logFile, "utf8")).not.toContain(secret);
});

test("the login and register forms validate in the browser without breaking the Content-Security-Policy", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const url of ["/login", "/register"]) {
    await page.goto(url);
    if (jsOn()) await page.locator(".field__reveal").first().waitFor();
    // A submit with empty fields: with JavaScript the messages come from zod in the browser.
    await page.getByRole("button", { name: url === "/login" ? "Masuk" : "Daftar", exact: true }).click();
    await expect(page.locator(".field__error").filter({ hasText: /\S/ }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
