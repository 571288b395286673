import { expect, type APIRequestContext } from "@playwright/test";
import type { TeamRole } from "../../server/contract/team";
import type { Buyer } from "./login";
import { registerBuyer } from "./new-buyer";
import { buyerHeaders } from "./order-setup";
import { readLink } from "./outbox";

// A work unit's people for e2e journeys (issue 25), set up through the API under test: a colleague
// the owner invites and who joins by the mailed link's token, and the owner's own roles. The pages
// that do this by hand have their own journey (team.spec.ts).

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

/** A new buyer invited by `owner` with `roles` who has joined the owner's unit. */
export async function joinedColleague(
  request: APIRequestContext,
  owner: Buyer,
  roles: TeamRole[],
  label = "rekan",
): Promise<Buyer & { email: string }> {
  const colleague = await registerBuyer(request, label);
  const email = `${colleague.username}@pengadaan.test`;
  const invited = await request.post(`${apiURL}/team/invite`, {
    headers: await buyerHeaders(request, owner),
    data: { email, roles },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  await acceptMailedInvitation(request, colleague, email);
  return { ...colleague, email };
}

/** The colleague accepts the invitation mailed to `email` (the accept page has its own journey). */
export async function acceptMailedInvitation(request: APIRequestContext, colleague: Buyer, email: string) {
  const token = new URL(await readLink(email, "/undangan")).searchParams.get("token") ?? "";
  const joined = await request.post(`${apiURL}/team/invitation/accept`, {
    headers: await buyerHeaders(request, colleague),
    data: { token },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
}

/** The owner sets a member's roles (their own included). */
export async function setMemberRoles(
  request: APIRequestContext,
  owner: Buyer,
  customerId: number,
  roles: TeamRole[],
): Promise<void> {
  const response = await request.post(`${apiURL}/team/member/roles`, {
    headers: await buyerHeaders(request, owner),
    data: { customer_id: customerId, roles },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
