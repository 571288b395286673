// The owner's management of the work unit's people (decision 0150): invitations by e-mail, roles,
// removal. Every change keeps each role held by at least one member.
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import {
  INVITATION_DAYS,
  TEAM_ROLES,
  teamMessages,
  type InviteForm,
  type TeamAnswer,
  type TeamRole,
} from "../../contract/team";
import type { Db, Tx } from "../../db/client";
import {
  customers,
  customerTokens,
  transactions,
  workUnitInvitations,
  workUnitMembers,
  workUnits,
} from "../../db/schema";
import { conflict, forbidden, notFound, unprocessable } from "../../http/errors";
import type { MailMessage } from "../../providers/mail";
import { hashToken } from "../auth/tokens";
import { enqueueMail } from "../mail-outbox/worker";
import { membershipOf, type Membership } from "./membership";

const DAY = 24 * 60 * 60 * 1000;
const rolesOf = (roles: readonly string[]): TeamRole[] => TEAM_ROLES.filter((role) => roles.includes(role));

export async function readTeam(db: Db | Tx, customerId: number, now = new Date()): Promise<TeamAnswer> {
  const me = await membershipOf(db, customerId);
  const [unit] = await db.select().from(workUnits).where(eq(workUnits.id, me.workUnitId));
  const members = await db
    .select({
      customerId: workUnitMembers.customerId,
      roles: workUnitMembers.roles,
      name: customers.name,
      email: customers.email,
      nip: customers.nip,
    })
    .from(workUnitMembers)
    .innerJoin(customers, eq(customers.id, workUnitMembers.customerId))
    .where(eq(workUnitMembers.workUnitId, me.workUnitId))
    .orderBy(asc(workUnitMembers.createdAt), asc(workUnitMembers.customerId));
  const invitations = me.isOwner
    ? await db
        .select()
        .from(workUnitInvitations)
        .where(openInvitations(me.workUnitId, now))
        .orderBy(asc(workUnitInvitations.createdAt))
    : [];
  return {
    id: unit.id,
    name: unit.name,
    my_roles: me.roles,
    is_owner: me.isOwner,
    members: members.map((member) => ({
      customer_id: member.customerId,
      name: member.name,
      email: member.email,
      nip: member.nip,
      roles: rolesOf(member.roles),
      is_owner: member.customerId === unit.ownerId,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      roles: rolesOf(invitation.roles),
      expires_at: invitation.expiresAt.toISOString(),
    })),
  };
}

const openInvitations = (workUnitId: number, now: Date) =>
  and(
    eq(workUnitInvitations.workUnitId, workUnitId),
    isNull(workUnitInvitations.acceptedAt),
    isNull(workUnitInvitations.revokedAt),
    gt(workUnitInvitations.expiresAt, now),
  );

async function requireOwner(db: Db | Tx, customerId: number): Promise<Membership> {
  const me = await membershipOf(db, customerId);
  if (!me.isOwner) throw forbidden(teamMessages.ownerOnly);
  return me;
}

export type Invitation = { token: string; email: string; unitName: string; inviterName: string; roles: TeamRole[] };

/**
 * A new invitation (an earlier open one to the same address is revoked); its token goes only into the
 * mail, written to the outbox with it (decision 0128).
 */
export async function invite(
  db: Db,
  customerId: number,
  input: InviteForm,
  mailOf: (invitation: Invitation) => MailMessage,
  now = new Date(),
): Promise<void> {
  return db.transaction(async (tx) => {
    const me = await requireOwner(tx, customerId);
    const [member] = await tx
      .select({ id: workUnitMembers.customerId })
      .from(workUnitMembers)
      .innerJoin(customers, eq(customers.id, workUnitMembers.customerId))
      .where(and(eq(workUnitMembers.workUnitId, me.workUnitId), sql`lower(${customers.email}) = ${input.email}`));
    if (member) throw unprocessable(teamMessages.alreadyMember, { email: [teamMessages.alreadyMember] });
    await tx
      .update(workUnitInvitations)
      .set({ revokedAt: now })
      .where(and(openInvitations(me.workUnitId, now), eq(workUnitInvitations.email, input.email)));
    const token = randomBytes(32).toString("base64url");
    await tx.insert(workUnitInvitations).values({
      workUnitId: me.workUnitId,
      email: input.email,
      roles: input.roles,
      tokenHash: hashToken(token),
      invitedBy: customerId,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY),
      createdAt: now,
    });
    const [unit] = await tx.select({ name: workUnits.name }).from(workUnits).where(eq(workUnits.id, me.workUnitId));
    const [inviter] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
    const invitation = {
      token,
      email: input.email,
      unitName: unit.name,
      inviterName: inviter.name,
      roles: input.roles,
    };
    await enqueueMail(tx, mailOf(invitation), "team-invitation");
  });
}

export async function revokeInvitation(db: Db, customerId: number, invitationId: number, now = new Date()) {
  const me = await requireOwner(db, customerId);
  const revoked = await db
    .update(workUnitInvitations)
    .set({ revokedAt: now })
    .where(and(eq(workUnitInvitations.id, invitationId), openInvitations(me.workUnitId, now)))
    .returning({ id: workUnitInvitations.id });
  if (revoked.length === 0) throw notFound(teamMessages.invitationInvalid);
}

/** Refuses a change that would leave one of `dropped` with no holder in the unit besides `memberId`. */
async function keepEveryRole(tx: Tx, workUnitId: number, memberId: number, dropped: TeamRole[]) {
  for (const role of dropped) {
    const [others] = await tx
      .select({ n: count() })
      .from(workUnitMembers)
      .where(
        and(
          eq(workUnitMembers.workUnitId, workUnitId),
          sql`${workUnitMembers.customerId} <> ${memberId}`,
          sql`${role} = any(${workUnitMembers.roles})`,
        ),
      );
    if (others.n === 0) throw conflict(teamMessages.lastHolder(role));
  }
}

/** The unit's member rows, locked: two owners' changes at once cannot both drop a role's last holder. */
async function lockMember(tx: Tx, workUnitId: number, memberId: number) {
  const rows = await tx
    .select()
    .from(workUnitMembers)
    .where(eq(workUnitMembers.workUnitId, workUnitId))
    .orderBy(asc(workUnitMembers.customerId))
    .for("update");
  const member = rows.find((row) => row.customerId === memberId);
  if (!member) throw notFound(teamMessages.memberNotFound);
  return member;
}

export async function setMemberRoles(db: Db, customerId: number, memberId: number, roles: TeamRole[]) {
  await db.transaction(async (tx) => {
    const me = await requireOwner(tx, customerId);
    const member = await lockMember(tx, me.workUnitId, memberId);
    const dropped = rolesOf(member.roles).filter((role) => !roles.includes(role));
    await keepEveryRole(tx, me.workUnitId, memberId, dropped);
    await tx.update(workUnitMembers).set({ roles }).where(eq(workUnitMembers.customerId, memberId));
  });
}

/** Removes a member and ends their sessions; the caller publishes the sessions' drop to every instance. */
export async function removeMember(db: Db, customerId: number, memberId: number) {
  await db.transaction(async (tx) => {
    const me = await requireOwner(tx, customerId);
    if (memberId === customerId) throw conflict(teamMessages.ownerStays);
    const member = await lockMember(tx, me.workUnitId, memberId);
    await keepEveryRole(tx, me.workUnitId, memberId, rolesOf(member.roles));
    await tx.delete(workUnitMembers).where(eq(workUnitMembers.customerId, memberId));
    await tx
      .delete(customerTokens)
      .where(and(eq(customerTokens.customerId, memberId), eq(customerTokens.kind, "session")));
  });
}

async function findOpenInvitation(db: Db | Tx, token: string, now: Date, lock = false) {
  const query = db
    .select({ invitation: workUnitInvitations, unitName: workUnits.name })
    .from(workUnitInvitations)
    .innerJoin(workUnits, eq(workUnits.id, workUnitInvitations.workUnitId))
    .where(
      and(
        eq(workUnitInvitations.tokenHash, hashToken(token)),
        isNull(workUnitInvitations.acceptedAt),
        isNull(workUnitInvitations.revokedAt),
        gt(workUnitInvitations.expiresAt, now),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(teamMessages.invitationInvalid);
  return row;
}

export async function readInvitation(db: Db, token: string, now = new Date()) {
  const { invitation, unitName } = await findOpenInvitation(db, token, now);
  const [inviter] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, invitation.invitedBy));
  return {
    work_unit: unitName,
    invited_by: inviter?.name ?? unitName,
    email: invitation.email,
    roles: rolesOf(invitation.roles),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/**
 * The invited person joins with the invitation's roles: only with the invited e-mail, once. An
 * account that already has orders or colleagues in its own unit cannot leave it this way.
 */
export async function acceptInvitation(db: Db, customerId: number, token: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const { invitation } = await findOpenInvitation(tx, token, now, true);
    const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
    if (customer.email.toLowerCase() !== invitation.email.toLowerCase())
      throw forbidden(teamMessages.invitationOtherEmail);
    const me = await membershipOf(tx, customerId);
    if (me.workUnitId !== invitation.workUnitId) {
      const [orders] = await tx
        .select({ n: count() })
        .from(transactions)
        .where(eq(transactions.workUnitId, me.workUnitId));
      const [people] = await tx
        .select({ n: count() })
        .from(workUnitMembers)
        .where(eq(workUnitMembers.workUnitId, me.workUnitId));
      if (!me.isOwner || orders.n > 0 || people.n > 1) throw conflict(teamMessages.invitationHasOrders);
      // The account's own empty unit of one goes; it joins the inviting one.
      await tx.delete(workUnits).where(eq(workUnits.id, me.workUnitId));
      await tx
        .insert(workUnitMembers)
        .values({ customerId, workUnitId: invitation.workUnitId, roles: invitation.roles, createdAt: now });
    }
    await tx
      .update(workUnitInvitations)
      .set({ acceptedAt: now, acceptedBy: customerId })
      .where(eq(workUnitInvitations.id, invitation.id));
  });
}
