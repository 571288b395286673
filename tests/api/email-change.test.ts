// A new e-mail asked for on the profile waits in pending_email until the link mailed to it is
// followed (issue 15 item 4, decision 60). Each test asks for its own new address.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authMessages, userResponse } from "../../server/contract/auth";
import { customerProfileResponse, profileMessages } from "../../server/contract/customer";
import { customers, customerTokens } from "../../server/db/schema";
import { issueToken } from "../../server/modules/auth/tokens";
import { createMemoryMailer, type MailMessage } from "../../server/providers/mail";
import { useApiSuite } from "../helpers/api-suite";
import { DEMO_LOGIN } from "../helpers/test-db";
import { formRequest, getRequest, loginAs, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const mailer = createMemoryMailer();
// With the API's reads kept as in production (a minute here): every page shows the account from GET /api/user.
const { api, demo, other } = useApiSuite({ api: { mailer, shopOrigin: "http://toko.test", sessionCacheMs: 60_000 } });

const profile = {
  name: "Dinas Pendidikan Kota Makassar",
  instance_name: "Bagian Umum",
  phone: "081355509876",
  birthdate: "1990-05-17",
  nip: "199005172015031001",
  name_pp: "Muh. Ilham",
  name_ppk: "Andi Baso",
};

async function stored() {
  const [row] = await api.handle.db
    .select({ email: customers.email, pendingEmail: customers.pendingEmail })
    .from(customers)
    .where(eq(customers.id, demo.id));
  return row;
}

/** The account as every page of the shop shows it. */
async function shown(buyer: Buyer = demo) {
  return (await call(api.app, userResponse, getRequest(buyer, "/api/user"))).body.data;
}

/** The profile save with a new e-mail, proven with the current password. */
async function askFor(email: string) {
  return call(
    api.app,
    customerProfileResponse,
    formRequest(demo, "PUT", `/api/customer/data-customer/update/${demo.id}`, {
      ...profile,
      email,
      current_password: DEMO_LOGIN.password,
    }),
  );
}

const mailsTo = (address: string) => mailer.messages.filter((message) => message.to === address);

/** Waits for the newest mail to `address` (mail goes out without waiting) and answers it. */
async function newestMailTo(address: string, count: number): Promise<MailMessage> {
  await expect.poll(() => mailsTo(address).length).toBe(count);
  return mailsTo(address).at(-1)!;
}

const tokenIn = (mail: MailMessage, page: string) => {
  const match = new RegExp(`http://toko\\.test${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1];
};

/** Signing in with this address and the demo password works. */
async function signsIn(email: string) {
  const response = await api.app.inject(
    formRequest(null, "POST", "/api/customer/login", { email, password: DEMO_LOGIN.password }),
  );
  expect(response.statusCode, response.body).toBe(200);
}

const confirm = (token: string) => formRequest(null, "POST", "/api/customer/verify-email-change", { token });
const verifyRegistration = (token: string) => formRequest(null, "POST", "/api/customer/verify", { token });

describe("an e-mail change waits for the new address's link", () => {
  it("keeps the e-mail, stores the pending one and mails the link to the new address, the notice to the old", async () => {
    const { email: before } = await stored();
    const { body } = await askFor("baru.satu@example.id");
    expect(body.message).toBe(profileMessages.saved);
    expect(body.data.customer).toMatchObject({ email: before, pending_email: "baru.satu@example.id" });
    expect(await stored()).toEqual({ email: before, pendingEmail: "baru.satu@example.id" });

    const link = await newestMailTo("baru.satu@example.id", 1);
    expect(link.subject).toBe("Verifikasi email baru akun Anda");
    tokenIn(link, "/verifikasi-ganti-email");
    const notice = await newestMailTo(before, 1);
    expect(notice.subject).toBe("Email akun Anda telah diganti");
    expect(notice.text).toContain("baru.satu@example.id");

    // The profile read says so too, and the old address still signs in.
    const { body: read } = await call(
      api.app,
      customerProfileResponse,
      getRequest(demo, `/api/customer/data-customer/${demo.id}`),
    );
    expect(read.data.customer.pending_email).toBe("baru.satu@example.id");
    await signsIn(before);
  });

  it("refuses an address another account has, before anything is stored or mailed", async () => {
    const [taken] = await api.handle.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, other.id));
    const sent = mailer.messages.length;
    const response = await api.app.inject(
      formRequest(demo, "PUT", `/api/customer/data-customer/update/${demo.id}`, {
        ...profile,
        email: taken.email,
        current_password: DEMO_LOGIN.password,
      }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      message: "Email Telah Terdaftar",
      data: { email: ["Email Telah Terdaftar"] },
    });
    expect((await stored()).pendingEmail).not.toBe(taken.email);
    expect(mailer.messages.length).toBe(sent);
  });

  it("following the link makes the new address the e-mail, once; a registration token cannot, nor the reverse", async () => {
    const { email: before } = await stored();
    await askFor("baru.dua@example.id");
    expect(await shown()).toMatchObject({ email: before, pending_email: "baru.dua@example.id" });
    const token = tokenIn(await newestMailTo("baru.dua@example.id", 1), "/verifikasi-ganti-email");

    // The change token is no registration token, a registration token no change token, a made-up one neither.
    const asRegistration = await expectError(api.app, verifyRegistration(token), 400);
    expect(asRegistration.message).toBe(authMessages.verifyTokenInvalid);
    const registration = (await issueToken(api.handle.db, demo.id, "verify")).token;
    const asChange = await expectError(api.app, confirm(registration), 400);
    expect(asChange.message).toBe(authMessages.verifyTokenInvalid);
    await expectError(api.app, confirm("A".repeat(43)), 400);
    expect(await stored()).toEqual({ email: before, pendingEmail: "baru.dua@example.id" });

    const response = await api.app.inject(confirm(token));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: "Email berhasil diganti." });
    expect(await stored()).toEqual({ email: "baru.dua@example.id", pendingEmail: null });
    expect(await shown()).toMatchObject({ email: "baru.dua@example.id", pending_email: null });
    await expectError(api.app, confirm(token), 400);
    await signsIn("baru.dua@example.id");
  });

  it("only the address asked for last can be confirmed", async () => {
    const { email: before } = await stored();
    await askFor("baru.tiga@example.id");
    const first = tokenIn(await newestMailTo("baru.tiga@example.id", 1), "/verifikasi-ganti-email");
    await askFor("baru.empat@example.id");
    await newestMailTo("baru.empat@example.id", 1);
    await expectError(api.app, confirm(first), 400);
    expect(await stored()).toEqual({ email: before, pendingEmail: "baru.empat@example.id" });
  });

  it("an expired link changes nothing, and the profile no longer shows the change as waiting", async () => {
    const { email: before } = await stored();
    await askFor("baru.lima@example.id");
    const token = tokenIn(await newestMailTo("baru.lima@example.id", 1), "/verifikasi-ganti-email");
    await api.handle.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(customerTokens.customerId, demo.id), eq(customerTokens.kind, "email_change")));
    const expired = await expectError(api.app, confirm(token), 400);
    expect(expired.message).toBe(authMessages.verifyTokenInvalid);
    expect((await stored()).email).toBe(before);
    const { body } = await call(
      api.app,
      customerProfileResponse,
      getRequest(demo, `/api/customer/data-customer/${demo.id}`),
    );
    expect(body.data.customer.pending_email).toBeNull();
  });

  it("an address registered by someone else meanwhile is refused at the link with Email Telah Terdaftar", async () => {
    const { email: before } = await stored();
    await askFor("baru.enam@example.id");
    const token = tokenIn(await newestMailTo("baru.enam@example.id", 1), "/verifikasi-ganti-email");
    const [otherRow] = await api.handle.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, other.id));
    await api.handle.db.update(customers).set({ email: "baru.enam@example.id" }).where(eq(customers.id, other.id));
    try {
      const taken = await expectError(api.app, confirm(token), 422);
      expect(taken.message).toBe("Email Telah Terdaftar");
      expect(await stored()).toEqual({ email: before, pendingEmail: null });
    } finally {
      await api.handle.db.update(customers).set({ email: otherRow.email }).where(eq(customers.id, other.id));
    }
  });

  it("while a change waits, the reset mail goes to the verified address only, and a reset cancels the change", async () => {
    const { email: before } = await stored();
    await askFor("baru.tujuh@example.id");
    expect((await shown()).pending_email).toBe("baru.tujuh@example.id");
    const change = tokenIn(await newestMailTo("baru.tujuh@example.id", 1), "/verifikasi-ganti-email");
    const resetsBefore = mailsTo(before).length;

    for (const email of ["baru.tujuh@example.id", before]) {
      const response = await api.app.inject(formRequest(null, "POST", "/api/customer/forget-password", { email }));
      expect(response.statusCode, response.body).toBe(200);
    }
    const reset = await newestMailTo(before, resetsBefore + 1);
    expect(reset.subject).toBe("Atur ulang kata sandi");
    // The pending address got its change link and nothing else.
    expect(mailsTo("baru.tujuh@example.id")).toHaveLength(1);

    const resetDone = await api.app.inject(
      formRequest(null, "POST", "/api/customer/reset-password", {
        email: before,
        password: DEMO_LOGIN.password,
        password_confirmation: DEMO_LOGIN.password,
        token: tokenIn(reset, "/reset-password"),
      }),
    );
    expect(resetDone.statusCode, resetDone.body).toBe(200);
    expect(await stored()).toEqual({ email: before, pendingEmail: null });
    expect(await shown(await loginAs(api, DEMO_LOGIN))).toMatchObject({
      email: before,
      pending_email: null,
    });
    await expectError(api.app, confirm(change), 400);
  });
});
