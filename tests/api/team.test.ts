// The work unit's people (issue 25, decision 0150): the owner invites by e-mail, the invited person
// joins with the invitation's roles, every member sees the unit's orders and takes only their own
// roles' steps; other units see nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teamMessages, teamResponse, type TeamRole } from "../../server/contract/team";
import { customers, workUnitInvitations } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/password";
import { createMemoryMailer } from "../../server/providers/mail";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { spkFields } from "../helpers/spk";
import { formRequest, getRequest, jsonRequest, loginAs, type Buyer } from "./buyer-session";

const mailer = createMemoryMailer();
const { api, demo, other } = useApiSuite({ api: { shopOrigin: "http://shop.test", mailer } });
const db = () => api.handle.db;
const PASSWORD = "Rahasia123!";

/** A verified account made for one test, logged in. */
async function newAccount(label: string): Promise<Buyer & { email: string }> {
  const username = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${username}@pengadaan.test`;
  await db()
    .insert(customers)
    .values({
      username,
      email,
      passwordHash: await hashPassword(PASSWORD),
      name: `Pegawai ${label}`,
      instanceName: "Dinas Baru",
      phone: "081200000001",
      emailVerifiedAt: new Date(),
    });
  return { ...(await loginAs(api, { username, password: PASSWORD })), email };
}

async function team(who: Buyer) {
  const response = await api.app.inject(getRequest(who, "/api/team"));
  expect(response.statusCode, response.body).toBe(200);
  return teamResponse.parse(response.json()).data;
}

/** The token of the last invitation mailed to `email`. */
function mailedToken(email: string): string {
  const mail = [...mailer.messages].reverse().find((message) => message.to === email);
  const link = /http:\/\/shop\.test\/undangan\?token=(\S+)/.exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(link);
}

/** An owner with a fresh unit, and a colleague who joined it with `roles`. */
async function unitWith(roles: TeamRole[]) {
  const owner = await newAccount("pemilik");
  const colleague = await newAccount("rekan");
  const invited = await api.app.inject(jsonRequest(owner, "/api/team/invite", { email: colleague.email, roles }));
  expect(invited.statusCode, invited.body).toBe(200);
  await expect.poll(() => mailer.messages.some((message) => message.to === colleague.email)).toBe(true);
  const accepted = await api.app.inject(
    jsonRequest(colleague, "/api/team/invitation/accept", { token: mailedToken(colleague.email) }),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { owner, colleague };
}

describe("a work unit of one", () => {
  it("is the registering account's own, holding every role", async () => {
    const answer = await team(demo);
    expect(answer.is_owner).toBe(true);
    expect(answer.my_roles).toEqual(["pp", "ppk", "bendahara", "penerima"]);
    expect(answer.members).toEqual([expect.objectContaining({ customer_id: demo.id, is_owner: true })]);
    // Its orders say so: the SPK form starts empty for a unit of one (decision 0161).
    const order = await buildOrder(db(), { buyerId: demo.id, status: "confirmed" });
    const read = await api.app.inject(getRequest(demo, `/api/transaction/${order.id}`));
    expect(read.json().data.unit_officials.members).toBe(1);
  });
});

describe("invitations", () => {
  it("mails a link that the invited address alone can use, once", async () => {
    const owner = await newAccount("pemilik");
    const invitee = await newAccount("undangan");
    const stranger = await newAccount("asing");
    const invited = await api.app.inject(
      jsonRequest(owner, "/api/team/invite", { email: invitee.email.toUpperCase(), roles: ["ppk", "bendahara"] }),
    );
    expect(invited.statusCode, invited.body).toBe(200);
    expect(teamResponse.parse(invited.json()).data.invitations).toEqual([
      expect.objectContaining({ email: invitee.email, roles: ["ppk", "bendahara"] }),
    ]);
    await expect.poll(() => mailer.messages.some((message) => message.to === invitee.email)).toBe(true);
    const token = mailedToken(invitee.email);
    const mail = mailer.messages.find((message) => message.to === invitee.email)!;
    expect(mail.text).toContain("Peran Anda: Pejabat Pembuat Komitmen, Bendahara Pengeluaran.");

    const shown = await api.app.inject({ method: "GET", url: `/api/team/invitation?token=${token}` });
    expect(shown.statusCode).toBe(200);
    // The page names who invites, as the mail does.
    expect(shown.json().data).toMatchObject({
      email: invitee.email,
      roles: ["ppk", "bendahara"],
      invited_by: "Pegawai pemilik",
    });

    const byStranger = await api.app.inject(jsonRequest(stranger, "/api/team/invitation/accept", { token }));
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toBe(teamMessages.invitationOtherEmail);

    const accepted = await api.app.inject(jsonRequest(invitee, "/api/team/invitation/accept", { token }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const joined = teamResponse.parse(accepted.json()).data;
    expect(joined.my_roles).toEqual(["ppk", "bendahara"]);
    expect(joined.is_owner).toBe(false);
    expect(joined.members.map((member) => member.customer_id)).toEqual([owner.id, invitee.id]);

    const replay = await api.app.inject(jsonRequest(invitee, "/api/team/invitation/accept", { token }));
    expect(replay.statusCode).toBe(404);
    expect((await api.app.inject({ method: "GET", url: `/api/team/invitation?token=${token}` })).statusCode).toBe(404);
  });

  it("refuses a forged, revoked or expired link, and anyone but the owner inviting", async () => {
    const owner = await newAccount("pemilik");
    const invitee = await newAccount("undangan");
    const forged = await api.app.inject(jsonRequest(invitee, "/api/team/invitation/accept", { token: "x".repeat(43) }));
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(teamMessages.invitationInvalid);

    await api.app.inject(jsonRequest(owner, "/api/team/invite", { email: invitee.email, roles: ["pp"] }));
    await expect.poll(() => mailer.messages.some((message) => message.to === invitee.email)).toBe(true);
    const [open] = (await team(owner)).invitations;
    const revoked = await api.app.inject(jsonRequest(owner, "/api/team/invitation/revoke", { invitation_id: open.id }));
    expect(teamResponse.parse(revoked.json()).data.invitations).toEqual([]);
    const afterRevoke = await api.app.inject(
      jsonRequest(invitee, "/api/team/invitation/accept", { token: mailedToken(invitee.email) }),
    );
    expect(afterRevoke.statusCode).toBe(404);

    await api.app.inject(jsonRequest(owner, "/api/team/invite", { email: invitee.email, roles: ["pp"] }));
    await db()
      .update(workUnitInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workUnitInvitations.email, invitee.email));
    const expired = await api.app.inject(
      jsonRequest(invitee, "/api/team/invitation/accept", { token: mailedToken(invitee.email) }),
    );
    expect(expired.statusCode).toBe(404);

    const { colleague } = await unitWith(["pp"]);
    const byMember = await api.app.inject(
      jsonRequest(colleague, "/api/team/invite", { email: "x@pengadaan.test", roles: ["pp"] }),
    );
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(teamMessages.ownerOnly);
  });

  it("answers bad input beside its field", async () => {
    const owner = await newAccount("pemilik");
    const bad = await api.app.inject(jsonRequest(owner, "/api/team/invite", { email: "bukan-email", roles: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ email: [teamMessages.emailFormat], roles: [teamMessages.rolesRequired] });
  });

  it("keeps an account with orders of its own where it is", async () => {
    const owner = await newAccount("pemilik");
    const busy = await newAccount("sibuk");
    await buildOrder(db(), { buyerId: busy.id });
    await api.app.inject(jsonRequest(owner, "/api/team/invite", { email: busy.email, roles: ["pp"] }));
    await expect.poll(() => mailer.messages.some((message) => message.to === busy.email)).toBe(true);
    const refused = await api.app.inject(
      jsonRequest(busy, "/api/team/invitation/accept", { token: mailedToken(busy.email) }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(teamMessages.invitationHasOrders);
  });
});

describe("roles", () => {
  it("lets each member take only their roles' steps, with who takes it said", async () => {
    const { owner, colleague } = await unitWith(["ppk"]);
    const order = await buildOrder(db(), { buyerId: owner.id, status: "confirmed" });

    // The PPK sees the PP's order and saves its SPK; the PP's and the Bendahara's steps are refused.
    // The order's answer carries each reader's roles: the page offers only their steps (decision 0151).
    const read = await api.app.inject(getRequest(colleague, `/api/transaction/${order.id}`));
    expect(read.statusCode).toBe(200);
    expect(read.json().data.my_roles).toEqual(["ppk"]);
    const byOwner = await api.app.inject(getRequest(owner, `/api/transaction/${order.id}`));
    expect(byOwner.json().data.my_roles).toEqual(["pp", "ppk", "bendahara", "penerima"]);
    // The SPK form starts from the unit's holders; a unit of one starts empty (decision 0161).
    expect(byOwner.json().data.unit_officials.members).toBe(2);
    const cart = await api.app.inject(
      formRequest(colleague, "POST", "/api/transaction/cart", { customer_id: colleague.id, product_id: 1, qty: 1 }),
    );
    expect(cart.statusCode, cart.body).toBe(403);
    expect(cart.json().message).toBe("Langkah ini dilakukan oleh PP satuan kerja Anda.");
    const pay = await api.app.inject(
      formRequest(colleague, "POST", "/api/transaction/payment", {
        transaction_id: order.id,
        payment_success_url: "http://shop.test/profil/respon",
        payment_service: "BPD",
      }),
    );
    expect(pay.statusCode).toBe(403);
    expect(pay.json().message).toBe("Langkah ini dilakukan oleh Bendahara satuan kerja Anda.");
    const spk = await api.app.inject(formRequest(colleague, "POST", "/api/transaction/store-spk", spkFields(order.id)));
    expect(spk.statusCode, spk.body).toBe(201);
    expect(await statusOf(db(), order.id)).toBe("process");

    // The owner gives up the PPK role (the colleague holds it); the SPK is then the colleague's alone.
    const roles = await api.app.inject(
      jsonRequest(owner, "/api/team/member/roles", { customer_id: owner.id, roles: ["pp", "bendahara", "penerima"] }),
    );
    expect(roles.statusCode, roles.body).toBe(200);
    const second = await buildOrder(db(), { buyerId: owner.id, status: "confirmed" });
    const bySelf = await api.app.inject(formRequest(owner, "POST", "/api/transaction/store-spk", spkFields(second.id)));
    expect(bySelf.statusCode).toBe(403);
    expect(bySelf.json().message).toBe("Langkah ini dilakukan oleh PPK satuan kerja Anda.");
    expect(await statusOf(db(), second.id)).toBe("confirmed");
  });

  it("keeps every role held by someone", async () => {
    const { owner, colleague } = await unitWith(["ppk"]);
    await api.app.inject(
      jsonRequest(owner, "/api/team/member/roles", { customer_id: owner.id, roles: ["pp", "bendahara", "penerima"] }),
    );
    const last = await api.app.inject(
      jsonRequest(owner, "/api/team/member/roles", { customer_id: colleague.id, roles: ["pp"] }),
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(teamMessages.lastHolder("ppk"));
    const removed = await api.app.inject(jsonRequest(owner, "/api/team/member/remove", { customer_id: colleague.id }));
    expect(removed.statusCode).toBe(409);
    const self = await api.app.inject(jsonRequest(owner, "/api/team/member/remove", { customer_id: owner.id }));
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(teamMessages.ownerStays);
  });

  it("ends a removed member's sessions and their sight of the unit's orders", async () => {
    const { owner, colleague } = await unitWith(["penerima"]);
    const order = await buildOrder(db(), { buyerId: owner.id, status: "process" });
    expect((await api.app.inject(getRequest(colleague, `/api/transaction/${order.id}`))).statusCode).toBe(200);
    const removed = await api.app.inject(jsonRequest(owner, "/api/team/member/remove", { customer_id: colleague.id }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(teamResponse.parse(removed.json()).data.members.map((member) => member.customer_id)).toEqual([owner.id]);
    expect((await api.app.inject(getRequest(colleague, "/api/team"))).statusCode).toBe(401);
    const again = await loginAs(api, {
      username: (await db().select().from(customers).where(eq(customers.id, colleague.id)))[0].username,
      password: PASSWORD,
    });
    expect((await api.app.inject(getRequest(again, `/api/transaction/${order.id}`))).statusCode).toBe(404);
    expect((await team(again)).is_owner).toBe(true);
  });
});

describe("other units", () => {
  it("see none of a unit's orders, whichever member made them", async () => {
    const { owner, colleague } = await unitWith(["ppk"]);
    const order = await buildOrder(db(), { buyerId: owner.id, status: "confirmed" });
    for (const who of [other, demo]) {
      expect((await api.app.inject(getRequest(who, `/api/transaction/${order.id}`))).statusCode).toBe(404);
      const spk = await api.app.inject(formRequest(who, "POST", "/api/transaction/store-spk", spkFields(order.id)));
      expect(spk.statusCode).toBe(404);
    }
    const theirs = await buildOrder(db(), { buyerId: other.id, status: "confirmed" });
    for (const who of [owner, colleague]) {
      expect((await api.app.inject(getRequest(who, `/api/transaction/${theirs.id}`))).statusCode).toBe(404);
      expect((await api.app.inject(getRequest(who, `/api/transaction/log/${theirs.id}`))).statusCode).toBe(404);
    }
  });
});
