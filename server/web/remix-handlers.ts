import { createRequestHandler as createExpressHandler } from "@remix-run/express";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { DoorContext } from "../../app/utils/door-headers";
import { runInRequestScope } from "../../app/utils/request-scope.server";

/** The Remix build twice over: as Express middleware, and as a Fetch function for the page cache's renders. */
export type RemixHandlers = {
  express: RequestHandler;
  fetch: (request: Request, context: DoorContext) => Promise<Response>;
};

export function remixHandlers(build: ServerBuild, mode: string): RemixHandlers {
  const fetchHandler = createRequestHandler(build, mode);
  const expressHandler = createExpressHandler({
    build,
    mode,
    // The door wrote both into the request's headers; the context hands them to loaders directly.
    getLoadContext: (req) => ({
      requestId: String(req.headers["x-request-id"]),
      clientIp: String(req.headers["x-shop-client-ip"]),
    }),
  });
  // Each request in its own scope: its loaders share upstream reads (app/utils/request-scope.server.ts).
  return {
    express: (req, res, next) => runInRequestScope(() => expressHandler(req, res, next)),
    fetch: (request, context) => runInRequestScope(() => fetchHandler(request, context)),
  };
}

/** The shop's stylesheet URLs (the root route's links), for pages the door answers itself. */
export function rootStylesheets(build: ServerBuild): string[] {
  const links = build.routes.root?.module.links?.() ?? [];
  return links.flatMap((link) =>
    "rel" in link && link.rel === "stylesheet" && typeof link.href === "string" ? [link.href] : [],
  );
}
