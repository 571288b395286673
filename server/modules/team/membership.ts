// Who belongs to which work unit, and what they may do (decision 0150). Orders belong to a unit;
// a member sees all of them and takes the steps of the roles they hold.
import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { TEAM_ROLES, teamMessages, type TeamRole, type UnitOfficials } from "../../contract/team";
import type { Db, Tx } from "../../db/client";
import { customers, transactions, workUnitMembers, workUnits } from "../../db/schema";
import { jsonArray } from "../../db/json-array";
import { forbidden } from "../../http/errors";

/** A stored role text as a role; anything else (an old row's null) is null. */
export const teamRoleOf = (value: string | null): TeamRole | null => TEAM_ROLES.find((role) => role === value) ?? null;

export type Membership = { workUnitId: number; roles: TeamRole[]; isOwner: boolean };

/**
 * The caller's unit and roles. An account without one (made before units, or by a fixture that
 * writes customers directly) becomes the owner of a unit of one holding every role, as at registration.
 */
export async function membershipOf(db: Db | Tx, customerId: number): Promise<Membership> {
  const found = await readMembership(db, customerId);
  if (found) return found;
  await createUnitOfOne(db, customerId);
  const made = await readMembership(db, customerId);
  if (!made) throw new Error(`customer ${customerId} has no work unit`);
  return made;
}

async function readMembership(db: Db | Tx, customerId: number): Promise<Membership | null> {
  const [row] = await db
    .select({ workUnitId: workUnitMembers.workUnitId, roles: workUnitMembers.roles, ownerId: workUnits.ownerId })
    .from(workUnitMembers)
    .innerJoin(workUnits, eq(workUnits.id, workUnitMembers.workUnitId))
    .where(eq(workUnitMembers.customerId, customerId));
  if (!row) return null;
  return {
    workUnitId: row.workUnitId,
    roles: rolesOf(row.roles),
    isOwner: row.ownerId === customerId,
  };
}

/** A new account's unit: named after its satker (or instance), the account its owner with every role. */
export async function createUnitOfOne(db: Db | Tx, customerId: number): Promise<void> {
  const [customer] = await db
    .select({ satker: customers.satker, instanceName: customers.instanceName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new Error(`customer ${customerId} not found`);
  // Two first requests at once: the owner and member keys make the second a no-op.
  const [unit] = await db
    .insert(workUnits)
    .values({ name: customer.satker?.trim() || customer.instanceName, ownerId: customerId })
    .onConflictDoNothing()
    .returning({ id: workUnits.id });
  if (!unit) return;
  await db
    .insert(workUnitMembers)
    .values({ customerId, workUnitId: unit.id, roles: [...TEAM_ROLES] })
    .onConflictDoNothing();
}

/** Stored role texts as roles, in `TEAM_ROLES` order (an unknown text is dropped). */
export const rolesOf = (stored: string[]): TeamRole[] => TEAM_ROLES.filter((role) => stored.includes(role));

/** The caller's membership when it holds the role; a 403 naming who takes the step otherwise. */
export async function requireRole(db: Db | Tx, customerId: number, role: TeamRole): Promise<Membership> {
  const membership = await membershipOf(db, customerId);
  if (!membership.roles.includes(role)) throw forbidden(teamMessages.roleRequired(role));
  return membership;
}

/** The orders a buyer may see: those of their work unit. */
export function orderVisibleTo(customerId: number | Placeholder): SQL {
  return sql`${transactions.workUnitId} = (select ${workUnitMembers.workUnitId} from ${workUnitMembers} where ${workUnitMembers.customerId} = ${customerId})`;
}

/**
 * The caller's stored roles as a column of a query over their unit's orders: a row that passes
 * `orderVisibleTo` has its member row, so `membershipOf` would find the same one.
 */
export const storedRolesOf = (db: Db | Tx, customerId: number | Placeholder): SQL<string[]> =>
  sql`${db
    .select({ roles: workUnitMembers.roles })
    .from(workUnitMembers)
    .where(eq(workUnitMembers.customerId, customerId))}`.mapWith(workUnitMembers.roles);

type UnitMember = { name: string; nip: string | null; roles: string[] };

/**
 * The unit's members by name, as a JSON column of a query that already reads the unit's id: the order
 * page reads them with its order row rather than in a query of their own.
 */
export const unitMembersJson = (db: Db | Tx, workUnitId: AnyPgColumn): SQL<UnitMember[]> =>
  jsonArray(
    db
      .select({
        members: sql`json_agg(json_build_object(
          'name', ${customers.name}, 'nip', ${customers.nip}, 'roles', ${workUnitMembers.roles}
        ) order by ${customers.name})`,
      })
      .from(workUnitMembers)
      .innerJoin(customers, eq(customers.id, workUnitMembers.customerId))
      .where(eq(workUnitMembers.workUnitId, workUnitId)),
  );

/** The unit's PPK and Bendahara holders, by name: the SPK form starts from them. */
export function officialsOf(rows: UnitMember[]): UnitOfficials {
  const holding = (role: TeamRole) =>
    rows.filter((row) => row.roles.includes(role)).map((row) => ({ name: row.name, nip: row.nip }));
  return { members: rows.length, ppk: holding("ppk"), bendahara: holding("bendahara") };
}
