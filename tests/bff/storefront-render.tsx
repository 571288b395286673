import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Outlet } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

/** What a Remix loader or action returned through `data()`, or as is. */
export function unwrap(value: unknown): unknown {
  return value && typeof value === "object" && "data" in value && "init" in value
    ? (value as { data: unknown }).data
    : value;
}

/**
 * A route page as the server renders it: the given loader (and action) answers shown by the real
 * page component under a root with the given flash message (none by default), as Remix's data router would.
 */
export async function renderRoute(options: {
  url: string;
  id: string;
  Component: ComponentType;
  loaderData: unknown;
  actionData?: unknown;
  /** More of the root loader's answer (`loggedIn` for the pages that ask `useRootData`). */
  rootData?: Record<string, unknown>;
  /** The one-time message the root took from the flash cookie; none unless given. */
  flash?: string;
}): Promise<string> {
  const { url, id, Component, loaderData, actionData, rootData, flash = null } = options;
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => ({ flash, ...rootData }),
      Component: () => (
        <AuthenticityTokenProvider token="csrf-token">
          <Outlet />
        </AuthenticityTokenProvider>
      ),
      children: [
        {
          id,
          path: new URL(url).pathname.slice(1),
          loader: () => loaderData as Record<string, unknown> | null,
          action: () => (actionData ?? null) as Record<string, unknown> | null,
          Component,
        },
      ],
    },
  ]);
  const context = await handler.query(
    new Request(url, actionData === undefined ? {} : { method: "POST", body: new URLSearchParams() }),
  );
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
