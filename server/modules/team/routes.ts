import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { teamMessages } from "../../contract/team";
import { customerReadKey, type AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { invitationMail } from "./mails";
import {
  acceptInvitation,
  invite,
  readInvitation,
  readTeam,
  removeMember,
  revokeInvitation,
  setMemberRoles,
} from "./service";
import { waitingFor } from "./waiting";

/** The shop's page that shows an invitation and lets the invited person accept it. */
export const INVITATION_PAGE = "/undangan";

/** A member's kept `GET user` answer, dropped when their unit or roles change. */
const userRead = (customerId: number) => ({ t: "read", key: customerReadKey("user", customerId) }) as const;

export function registerTeamRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, mailWorker, shopOrigin, cacheDrops } = deps;
  route(app, endpoints.getTeam, async (_input, request) => ok(await readTeam(db, currentCustomer(request).id)));
  route(app, endpoints.inviteMember, async ({ body }, request) => {
    const customerId = currentCustomer(request).id;
    await invite(db, customerId, body, (invitation) =>
      invitationMail(invitation, `${shopOrigin}${INVITATION_PAGE}?token=${encodeURIComponent(invitation.token)}`),
    );
    mailWorker.kick();
    return ok(await readTeam(db, customerId), teamMessages.invited);
  });
  route(app, endpoints.revokeInvitation, async ({ body }, request) => {
    const customerId = currentCustomer(request).id;
    await revokeInvitation(db, customerId, body.invitation_id);
    return ok(await readTeam(db, customerId), "Undangan dibatalkan");
  });
  route(app, endpoints.setMemberRoles, async ({ body }, request) => {
    const customerId = currentCustomer(request).id;
    await setMemberRoles(db, customerId, body.customer_id, body.roles);
    // The member's kept user answer names their roles (`my_roles`): every instance drops it.
    await cacheDrops.publish(userRead(body.customer_id));
    return ok(await readTeam(db, customerId), "Peran anggota disimpan");
  });
  route(app, endpoints.removeMember, async ({ body }, request) => {
    const customerId = currentCustomer(request).id;
    await removeMember(db, customerId, body.customer_id);
    // Their sessions ended with the removal: no instance's cached one may stand in for them.
    await cacheDrops.publish({ t: "sessions", customer: body.customer_id }, userRead(body.customer_id));
    return ok(await readTeam(db, customerId), "Anggota dikeluarkan dari satuan kerja");
  });
  route(app, endpoints.getWaiting, async (_input, request) =>
    ok({ orders: await waitingFor(db, currentCustomer(request).id) }),
  );
  route(app, endpoints.getInvitation, async ({ query }) => ok(await readInvitation(db, query.token)));
  route(app, endpoints.acceptInvitation, async ({ body }, request) => {
    const customerId = currentCustomer(request).id;
    await acceptInvitation(db, customerId, body.token);
    await cacheDrops.publish(userRead(customerId));
    return ok(await readTeam(db, customerId), teamMessages.joined);
  });
}
