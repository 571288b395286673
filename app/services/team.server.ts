// The work unit's people (issue 25, decisions 0150 and 0151): the team page and the invitation page.
import { endpoints } from "@contract/endpoints";
import type { InviteForm, TeamAnswer, TeamRole, WaitingOrder } from "@contract/team";
import { getApi, type ApiData } from "./api-client.server";

export function getTeam(request: Request): Promise<TeamAnswer> {
  return getApi(request).call(endpoints.getTeam);
}

export function inviteMember(request: Request, body: InviteForm): Promise<TeamAnswer> {
  return getApi(request).call(endpoints.inviteMember, { body });
}

export function revokeInvitation(request: Request, body: { invitation_id: number }): Promise<TeamAnswer> {
  return getApi(request).call(endpoints.revokeInvitation, { body });
}

export function setMemberRoles(
  request: Request,
  body: { customer_id: number; roles: TeamRole[] },
): Promise<TeamAnswer> {
  return getApi(request).call(endpoints.setMemberRoles, { body });
}

export function removeMember(request: Request, body: { customer_id: number }): Promise<TeamAnswer> {
  return getApi(request).call(endpoints.removeMember, { body });
}

/** An open invitation by its token, for a visitor too; an unknown, used or expired one is the 404 page. */
export function getInvitation(request: Request, token: string): Promise<ApiData<typeof endpoints.getInvitation>> {
  return getApi(request).call(endpoints.getInvitation, { query: { token }, auth: false });
}

export function acceptInvitation(request: Request, token: string): Promise<TeamAnswer> {
  return getApi(request).call(endpoints.acceptInvitation, { body: { token } });
}

/** The unit's orders whose next step is one of the caller's roles ("Menunggu tindakan Anda"). */
export async function listWaitingOrders(request: Request): Promise<WaitingOrder[]> {
  return (await getApi(request).call(endpoints.getWaiting)).orders;
}
