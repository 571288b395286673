import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import * as z from "zod";
import { endpoints } from "../../server/contract/endpoints";
import { healthResponse } from "../../server/contract/health";
import { buildApp } from "../../server/app";
import type { Db } from "../../server/db/client";
import { buildOpenApi } from "../../server/modules/docs/openapi";
import { call, expectError } from "./support";

const { api } = useApiSuite({ buyers: false });

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  responses: Record<string, unknown>;
};

describe("GET /api/openapi.json", () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const source = (await api.app.inject("/api/openapi.json")).body;
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ""})`);
    expect(errors).toEqual([]);
  });

  it("documents every endpoint of the contract table with its method and path", async () => {
    const response = await api.app.inject("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = `/api/${endpoint.path.replace(/:(\w+)/g, "{$1}")}`;
      const operation: Operation | undefined = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.responses["200"]).toBeDefined();
    }
    expect(document.paths["/api/health"].get.operationId).toBe("getHealth");
  });

  it("describes path and query parameters with their JSON Schema", async () => {
    const document = (await api.app.inject("/api/openapi.json")).json();
    const detail: Operation = document.paths["/api/product/{id}"].get;
    expect(detail.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: expect.objectContaining({ type: "integer" }) },
    ]);
    expect(detail.responses["404"]).toBeDefined();
    const list: Operation = document.paths["/api/product"].get;
    expect(list.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ["limit", "query", false],
      ["category", "query", false],
    ]);
    expect(list.parameters?.[0].schema).toMatchObject({ minimum: 1, maximum: 100 });
  });
});

describe("buildOpenApi", () => {
  it("documents a form PUT also as the POST with _method=PUT that forms send", () => {
    const document = buildOpenApi({
      updateNote: {
        method: "PUT",
        path: "transaction/cart/update-note/:id",
        summary: "Cart line note",
        auth: "buyer",
        encoding: "form",
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({ note: z.string() }),
        response: z.object({ status: z.literal(true) }),
      },
    });
    const item = document.paths["/api/transaction/cart/update-note/{id}"];
    const put = item.put as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      security: unknown;
    };
    const post = item.post as typeof put;
    expect(put.requestBody.content["application/x-www-form-urlencoded"].schema.required).toEqual(["note"]);
    expect(post.requestBody.content["application/x-www-form-urlencoded"].schema.required).toEqual(["note", "_method"]);
    expect(post.security).toEqual([{ bearer: [] }]);
  });

  it("marks public operations as needing no token and names its server", () => {
    const document = buildOpenApi({
      listBanners: {
        method: "GET",
        path: "banner",
        summary: "Banners",
        response: z.object({ status: z.literal(true) }),
      },
    });
    expect((document.paths["/api/banner"].get as { security: unknown }).security).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });
});

describe("GET /api/health", () => {
  it("answers ok with the database up", async () => {
    const { response, body } = await call(api.app, healthResponse, "/api/health");
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ status: true, message: "ok", data: { db: "up" } });
  });

  it("answers 503 in the error envelope when the database does not answer", async () => {
    const brokenDb = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Db;
    const app = await buildApp({ db: brokenDb, publicDir: api.publicDir });
    try {
      const error = await expectError(app, "/api/health", 503);
      expect(error).toEqual({ status: false, message: "Database tidak tersedia.", data: null });
    } finally {
      await app.close();
    }
  });
});
