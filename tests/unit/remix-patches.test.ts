// patches/: the server's route matching keeps what depends on the build only (decision 69): each
// route pattern's RegExp, each route array's ranked branches, the server routes and their data
// routes, a parent path's routes. Matching must answer as the unpatched code does, whatever came before.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as RemixRouter from "@remix-run/router";
import type * as StaticRouter from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// The server's copy (CommonJS), the one the patch changes; the browser bundle keeps the original.
const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof RemixRouter;

describe("the patched route matcher", () => {
  it("is patched (npm install runs patch-package)", () => {
    const source = (module: string) => readFileSync(require.resolve(module), "utf8");
    expect(source("@remix-run/router")).toContain("rankedBranchesCache");
    expect(source("@remix-run/router")).toContain("compiledPaths");
    expect(source("react-router-dom/server")).toContain("staticDataRoutes");
    const remix = path.dirname(require.resolve("@remix-run/react"));
    expect(readFileSync(path.join(remix, "server.js"), "utf8")).toContain("serverRoutesCache");
    expect(readFileSync(path.join(remix, "fog-of-war.js"), "utf8")).toContain("parentRouteIds");
  });

  it("keeps case sensitivity and end apart for one pattern", () => {
    expect(router.matchPath({ path: "/Produk", caseSensitive: true }, "/produk")).toBeNull();
    expect(router.matchPath({ path: "/Produk" }, "/produk")?.pathname).toBe("/produk");
    expect(router.matchPath({ path: "/Produk", caseSensitive: true }, "/produk")).toBeNull();
    expect(router.matchPath({ path: "/profil", end: false }, "/profil/beranda")?.pathnameBase).toBe("/profil");
    expect(router.matchPath({ path: "/profil" }, "/profil/beranda")).toBeNull();
    expect(router.matchPath({ path: "/profil", end: false }, "/profil/beranda")?.pathnameBase).toBe("/profil");
  });

  it("answers with the routes of the array it was given, again and again", () => {
    const tree = () => [
      {
        id: "root",
        path: "/",
        children: [
          { id: "home", index: true },
          { id: "detail", path: "produk-detail" },
          { id: "profile", path: "profil", children: [{ id: "beranda", path: "beranda" }] },
          { id: "invoice", path: "invoice/:id" },
        ],
      },
    ];
    const first = tree();
    const second = tree();
    const ids = (routes: ReturnType<typeof tree>, path: string) =>
      router.matchRoutes(routes, path)?.map((match) => match.route.id);
    for (let round = 0; round < 2; round++) {
      expect(ids(first, "/profil/beranda")).toEqual(["root", "profile", "beranda"]);
      expect(ids(first, "/")).toEqual(["root", "home"]);
      expect(router.matchRoutes(first, "/invoice/42")?.at(-1)?.params).toEqual({ id: "42" });
      expect(router.matchRoutes(second, "/produk-detail")?.at(-1)?.route).toBe(second[0].children[1]);
      expect(ids(second, "/tidak-ada")).toBeUndefined();
    }
  });

  it("gives a static router per request the same data routes and that request's own matches", () => {
    const { createStaticRouter } = require("react-router-dom/server") as typeof StaticRouter;
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "a", path: "a" },
          { id: "b", path: "b" },
        ],
      },
    ];
    const contextFor = (pathname: string) => {
      const matches = router.matchRoutes(routes, pathname) ?? [];
      return {
        basename: "/",
        location: { pathname, search: "", hash: "", state: null, key: "default" },
        matches,
        loaderData: {},
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
        activeDeferreds: null,
      } as unknown as Parameters<typeof createStaticRouter>[1];
    };
    const atA = createStaticRouter(routes, contextFor("/a"));
    const atB = createStaticRouter(routes, contextFor("/b"));
    expect(atB.routes).toBe(atA.routes);
    expect(atA.state.matches.map((match) => match.route.id)).toEqual(["root", "a"]);
    expect(atB.state.matches.map((match) => match.route.id)).toEqual(["root", "b"]);
    expect(atB.state.matches[1].route).toBe(atB.routes[0].children?.[1]);
  });
});
