import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { literals, withPreparedStatements } from "./pglite-statements";

let raw: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  await raw.exec(`create table people (id serial primary key, name text not null, born date, score numeric);
    insert into people (name, born, score) values ('Siti', '1990-01-02', 1.5), ('O''Brien', null, null);`);
});
afterAll(() => raw.close());

const kept = async () =>
  (await raw.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements")).rows;
const BY_ID = 'select "id", "name", "born", "score" from "people" where "id" = $1';

describe("withPreparedStatements", () => {
  it("prepares a statement sent twice and answers as the plain path does", async () => {
    await raw.exec("deallocate all");
    const client = withPreparedStatements(raw);
    const plain = await raw.query(BY_ID, [1], { rowMode: "array" });
    const first = await client.query(BY_ID, [1], { rowMode: "array" });
    expect(await kept()).toEqual([]);
    const second = await client.query(BY_ID, [1], { rowMode: "array" });
    const third = await client.query(BY_ID, [2], { rowMode: "array" });
    expect((await kept()).map((statement) => statement.statement)).toEqual([expect.stringContaining(BY_ID)]);
    for (const answer of [first, second]) {
      expect(answer.rows).toEqual(plain.rows);
      expect(answer.fields).toEqual(plain.fields);
    }
    expect(third.rows).toEqual([[2, "O'Brien", null, null]]);
  });

  it("reads quotes, nulls, numbers and booleans as bound values would be", async () => {
    const client = withPreparedStatements(raw);
    const text =
      "select count(*)::int as n from people where name = $1 or born is not distinct from $2 or score > $3 or $4";
    for (const values of [
      ["O'Brien", null, 100, false],
      ["x", "1990-01-02", 100, false],
      ["x", null, 1.25, false],
    ]) {
      const plain = await raw.query(text, values);
      // Once to be seen, once prepared.
      await client.query(text, values);
      expect((await client.query(text, values)).rows).toEqual(plain.rows);
    }
    expect((await client.query(text, ["x", "2000-01-01", 100, true])).rows).toEqual([{ n: 2 }]);
  });

  it("keeps a value that looks like SQL a value", async () => {
    const client = withPreparedStatements(raw);
    const text = 'select "name" from "people" where "name" = $1 or $1 = $2';
    const sly = "x' or 1=1); drop table people; --";
    await client.query(text, [sly, "y"]);
    expect((await client.query(text, [sly, "y"])).rows).toEqual([]);
    expect((await client.query(text, [sly, sly])).rows).toHaveLength(2);
    expect((await kept()).some((statement) => statement.statement.includes('"name" = $1 or $1 = $2'))).toBe(true);
  });

  it("binds values it cannot write as a literal on the plain path", async () => {
    const client = withPreparedStatements(raw);
    const text = 'select count(*)::int as n from "people" where "born" < $1';
    const query = vi.spyOn(raw, "query");
    try {
      for (let i = 0; i < 3; i++) expect((await client.query(text, [new Date("2000-01-01")])).rows).toEqual([{ n: 1 }]);
      expect(query.mock.calls.map(([sent]) => sent)).toEqual([text, text, text]);
    } finally {
      query.mockRestore();
    }
    expect(literals(["a\0b"])).toBeNull();
    expect(literals(["a\\'; drop table people; --"])).toBeNull();
    expect(literals([Number.NaN])).toBeNull();
    expect(literals([{ a: 1 }])).toBeNull();
    expect(literals(["it's", 3, null, true])).toBe("'it''s', '3', NULL, 'true'");
  });

  it("keeps at most its limit, deallocating the least recently used", async () => {
    await raw.exec("deallocate all");
    const client = withPreparedStatements(raw, 2);
    const texts = [1, 2, 3].map((n) => `select ${n} + "id" as n from "people" where "id" = $1`);
    for (const text of [texts[0], texts[0], texts[1], texts[1], texts[0], texts[2], texts[2]])
      await client.query(text, [1]);
    await vi.waitFor(async () => expect(await kept()).toHaveLength(2));
    expect((await kept()).map((statement) => statement.statement).sort()).toEqual(
      [expect.stringContaining(texts[0]), expect.stringContaining(texts[2])].sort(),
    );
  });

  it("runs a statement someone deallocated on the plain path, and writes once", async () => {
    const client = withPreparedStatements(raw);
    const insert = 'insert into "people" ("name") values ($1) returning "id"';
    await client.query(insert, ["A"]);
    await client.query(insert, ["B"]);
    await raw.exec("deallocate all");
    const { rows } = await client.query<{ id: number }>(insert, ["C"]);
    const named = await raw.query<{ name: string }>(`select name from people where id = ${rows[0].id}`);
    expect(named.rows).toEqual([{ name: "C" }]);
    expect((await raw.query("select count(*)::int as n from people where name = 'C'")).rows).toEqual([{ n: 1 }]);
  });

  it("passes errors through and leaves transactions on their own handle", async () => {
    const client = withPreparedStatements(raw);
    const text = 'insert into "people" ("id", "name") values ($1, $2)';
    await client.query(text, [100, "X"]);
    await expect(client.query(text, [100, "Y"])).rejects.toMatchObject({ code: "23505" });
    await client.transaction(async (tx) => {
      await tx.query(text, [101, "Z"]);
    });
    expect((await raw.query("select name from people where id >= 100 order by id")).rows).toEqual([
      { name: "X" },
      { name: "Z" },
    ]);
  });
});
