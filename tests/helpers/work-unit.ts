// Work units of several people for API tests (issue 25): fresh verified accounts, invited by an owner
// through the API and joined with the invitation's mailed link, as people join in the shop.
//
//   const units = workUnits(api, mailer);
//   const { owner, members } = await units.unit({ ppk: ["ppk"], bendahara: ["bendahara"] }, ["pp"]);
import { expect, vi } from "vitest";
import type { TeamRole } from "../../server/contract/team";
import { customers } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/password";
import type { MailMessage } from "../../server/providers/mail";
import { jsonRequest, loginAs, type Buyer } from "../api/buyer-session";
import type { TestApi } from "../api/support";

export const MEMBER_PASSWORD = "Rahasia123!";

export type Person = Buyer & { email: string; name: string; username: string };

export function workUnits(api: TestApi, mailer: { messages: MailMessage[] }) {
  /** A verified account made for one test, logged in. */
  async function newAccount(label: string, name = `Pegawai ${label}`): Promise<Person> {
    const username = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `${username}@pengadaan.test`;
    await api.handle.db.insert(customers).values({
      username,
      email,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      name,
      instanceName: "Dinas Baru",
      phone: "081200000001",
      emailVerifiedAt: new Date(),
    });
    return { ...(await loginAs(api, { username, password: MEMBER_PASSWORD })), email, name, username };
  }

  /** The token of the last invitation mailed to `email`. */
  function mailedToken(email: string): string {
    const mail = [...mailer.messages].reverse().find((message) => message.to === email);
    const link = /http:\/\/shop\.test\/undangan\?token=(\S+)/.exec(mail?.text ?? "")?.[1];
    if (!link) throw new Error(`no invitation mailed to ${email}`);
    return decodeURIComponent(link);
  }

  /** `person` joins `owner`'s unit with `roles`, by the mailed link. */
  async function join(owner: Buyer, person: Person, roles: TeamRole[]): Promise<void> {
    const invited = await api.app.inject(jsonRequest(owner, "/api/team/invite", { email: person.email, roles }));
    expect(invited.statusCode, invited.body).toBe(200);
    // vi.waitFor, not expect.poll: a suite's beforeAll may build its unit too.
    await vi.waitFor(() => expect(mailer.messages.some((message) => message.to === person.email)).toBe(true));
    const accepted = await api.app.inject(
      jsonRequest(person, "/api/team/invitation/accept", { token: mailedToken(person.email) }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  /**
   * An owner and colleagues, each joined with their roles; the owner then keeps `ownerRoles` (default
   * every role). Colleagues are named by their key ("ppk" → "Pegawai ppk").
   */
  async function unit<K extends string>(
    colleagues: Record<K, TeamRole[]>,
    ownerRoles?: TeamRole[],
  ): Promise<{ owner: Person; members: Record<K, Person> }> {
    const owner = await newAccount("pemilik");
    const members = {} as Record<K, Person>;
    for (const [label, roles] of Object.entries(colleagues) as [K, TeamRole[]][]) {
      members[label] = await newAccount(label);
      await join(owner, members[label], roles);
    }
    if (ownerRoles) {
      const changed = await api.app.inject(
        jsonRequest(owner, "/api/team/member/roles", { customer_id: owner.id, roles: ownerRoles }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
    }
    return { owner, members };
  }

  return { newAccount, mailedToken, join, unit };
}
