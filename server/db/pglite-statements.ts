// PGlite plans every statement it is sent: its driver keeps no server-side statement, so an order
// page's reads spent more time planning and describing than running (decision 0169). A read or write
// sent as it is twice is kept as a named statement (`PREPARE`) and run with `EXECUTE`, its values
// written as quoted literals that the statement's own parameter types read, as a bound value would be.
// Transactions keep the plain path: their queries go through the transaction's own handle.
import type { PGlite } from "@electric-sql/pglite";

/** Statements kept at most (an order page's read keeps about 60 KB of plan); the oldest used is deallocated. */
export const KEPT_STATEMENTS = 200;

const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** `invalid_sql_statement_name` (deallocated) and `feature_not_supported` (a kept plan's columns changed). */
const STALE = new Set(["26000", "0A000"]);

type Query = PGlite["query"];

/** Names are unique in the process: two wrappers of one client never take each other's. */
let named = 0;

/** A client for Drizzle whose top-level `query` runs repeated statements prepared. */
export function withPreparedStatements(client: PGlite, max = KEPT_STATEMENTS): PGlite {
  const kept = new Map<string, Promise<string | null>>();
  const seen = new Set<string>();

  async function prepare(text: string): Promise<string | null> {
    const name = `kept_${++named}`;
    try {
      await client.exec(`PREPARE ${name} AS ${text}`);
      return name;
    } catch {
      // Not preparable as it is (an undetermined parameter type): it stays on the plain path.
      return null;
    }
  }

  function statementFor(text: string): Promise<string | null> | undefined {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    // The first sighting runs plain: one-off texts (an id list of some length) never cost a PREPARE.
    if (!seen.has(text)) {
      if (seen.size >= max * 4) seen.clear();
      seen.add(text);
      return undefined;
    }
    const preparing = prepare(text);
    kept.set(text, preparing);
    if (kept.size > max) {
      const [oldest, name] = kept.entries().next().value as [string, Promise<string | null>];
      kept.delete(oldest);
      void name.then((stale) => (stale ? client.exec(`DEALLOCATE ${stale}`) : undefined)).catch(() => undefined);
    }
    return preparing;
  }

  const query: Query = async (text, params = [], options) => {
    const values = params.length === 0 ? "" : literals(params);
    if (values === null || !PLANNABLE.test(text)) return client.query(text, params, options);
    const name = await statementFor(text);
    if (!name) return client.query(text, params, options);
    try {
      return await client.query(values ? `EXECUTE ${name}(${values})` : `EXECUTE ${name}`, [], options);
    } catch (error) {
      if (!STALE.has((error as { code?: string }).code ?? "")) throw error;
      kept.delete(text);
      void client.exec(`DEALLOCATE ${name}`).catch(() => undefined);
      return client.query(text, params, options);
    }
  };

  return new PreparingClient(query, client) as unknown as PGlite;
}

/**
 * What Drizzle asks of its PGlite client: `query`, an own property that tests may spy on, and
 * `transaction`, kept plain. A class, so that Drizzle does not take it for a config object.
 */
class PreparingClient {
  constructor(
    readonly query: Query,
    private readonly client: PGlite,
  ) {}
  transaction: PGlite["transaction"] = (callback) => this.client.transaction(callback);
}

/** The values as SQL literals, or null when one is not a plain scalar (the plain path binds it). */
export function literals(params: readonly unknown[]): string | null {
  const out: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) out.push("NULL");
    else if (typeof value === "string") {
      // Backslashes are plain only while standard_conforming_strings is on: those values stay bound.
      if (value.includes("\0") || value.includes("\\")) return null;
      out.push(`'${value.replaceAll("'", "''")}'`);
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) return null;
      out.push(`'${value}'`);
    } else if (typeof value === "bigint" || typeof value === "boolean") out.push(`'${value}'`);
    else return null;
  }
  return out.join(", ");
}
