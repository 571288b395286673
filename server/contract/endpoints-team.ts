// The work unit's people (issue 25, decision 0150). Spread into `endpoints` (endpoints.ts).
import * as z from "zod";
import type { Endpoint } from "./endpoint";
import { envelope } from "./envelope";
import {
  invitationAcceptForm,
  invitationRevokeForm,
  inviteForm,
  memberRemoveForm,
  memberRolesForm,
  TEAM_ROLES,
  teamResponse,
  waitingResponse,
} from "./team";

export const invitationQuery = z.object({ token: z.string().trim().min(1).max(200) });
export const invitationResponse = envelope(
  z.object({
    work_unit: z.string(),
    /** The inviting owner's name, as the mail names them. */
    invited_by: z.string(),
    email: z.string(),
    roles: z.array(z.enum(TEAM_ROLES)),
    expires_at: z.string(),
  }),
);

export const teamEndpoints = {
  getTeam: {
    method: "GET",
    path: "team",
    summary: "The caller's work unit: its members and their roles, open invitations (owner), the caller's own roles",
    auth: "buyer",
    response: teamResponse,
  },
  inviteMember: {
    method: "POST",
    path: "team/invite",
    summary: "The owner invites a colleague by e-mail with roles; the link is mailed and works for INVITATION_DAYS",
    auth: "buyer",
    encoding: "json",
    body: inviteForm,
    response: teamResponse,
  },
  revokeInvitation: {
    method: "POST",
    path: "team/invitation/revoke",
    summary: "The owner revokes an open invitation",
    auth: "buyer",
    encoding: "json",
    body: invitationRevokeForm,
    response: teamResponse,
  },
  setMemberRoles: {
    method: "POST",
    path: "team/member/roles",
    summary: "The owner changes a member's roles; the last holder of a role keeps it",
    auth: "buyer",
    encoding: "json",
    body: memberRolesForm,
    response: teamResponse,
  },
  removeMember: {
    method: "POST",
    path: "team/member/remove",
    summary: "The owner removes a member (not the owner, not a role's last holder); their sessions end",
    auth: "buyer",
    encoding: "json",
    body: memberRemoveForm,
    response: teamResponse,
  },
  getInvitation: {
    method: "GET",
    path: "team/invitation",
    summary: "An open invitation by its token (the accept page): unit, invited e-mail, roles; 404 when not valid",
    auth: false,
    query: invitationQuery,
    response: invitationResponse,
  },
  acceptInvitation: {
    method: "POST",
    path: "team/invitation/accept",
    summary: "The invited person (logged in with the invited e-mail) joins the unit with the invitation's roles",
    auth: "buyer",
    encoding: "json",
    body: invitationAcceptForm,
    response: teamResponse,
  },
  getWaiting: {
    method: "GET",
    path: "team/waiting",
    summary: "The unit's orders whose next step belongs to one of the caller's roles, with the step and its deadline",
    auth: "buyer",
    response: waitingResponse,
  },
} satisfies Record<string, Endpoint>;
