import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** The one-time message the root loader took from the flash cookie; each page shows it where the spec says. */
export function useFlash(): string | null {
  return useRouteLoaderData<typeof loader>("root")?.flash ?? null;
}
