import { test as base, expect, type APIRequestContext, type Response } from "@playwright/test";
import { baseURL } from "../playwright.config";

// The suite's `test`: every spec imports it (or buyer-fixture's, built on it) in place of
// Playwright's, so that every page a test opens is checked the way a browser and a validator read
// its bytes (issue 27): valid UTF-8 with no NUL, as the browser got it (compressed: Chromium asks
// for gzip, deflate, br and zstd) and again as the server sends it to a client that asks for no
// compression. A NUL once came out of React's streaming before the footer's © (decision 127).

type PageBytesFixtures = { pageBytes: void };

const strict = new TextDecoder("utf-8", { fatal: true });

/** What is wrong with a page's bytes, or null: a NUL (with the text around it), or invalid UTF-8. */
export function byteProblem(bytes: Buffer): string | null {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    const around = bytes.subarray(Math.max(0, nul - 60), nul + 20).toString("latin1");
    return `a NUL byte at ${nul}: ${JSON.stringify(around)}`;
  }
  try {
    strict.decode(bytes);
    return null;
  } catch {
    return "bytes that are not valid UTF-8";
  }
}

/** The shop's own HTML documents, not a redirect (no body), a download or a map's frame. */
function shopDocument(response: Response): boolean {
  const status = response.status();
  return (
    response.request().resourceType() === "document" &&
    response.url().startsWith(baseURL) &&
    (status < 300 || status >= 400) &&
    (response.headers()["content-type"] ?? "").startsWith("text/html")
  );
}

/** The page as a client that asks for no compression gets it (the browser's cookies included). */
export async function uncompressed(request: APIRequestContext, url: string): Promise<Buffer | null> {
  const response = await request.get(url, { headers: { "Accept-Encoding": "identity" }, maxRedirects: 0 });
  if (response.headers()["content-encoding"] && response.headers()["content-encoding"] !== "identity")
    throw new Error(`${url}: answered ${response.headers()["content-encoding"]} to Accept-Encoding: identity`);
  const type = response.headers()["content-type"] ?? "";
  return type.startsWith("text/html") && response.status() < 300 ? await response.body() : null;
}

export const test = base.extend<PageBytesFixtures>({
  pageBytes: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const checks: Promise<void>[] = [];
      const visited = new Set<string>();
      const onResponse = (response: Response) => {
        if (!shopDocument(response)) return;
        const method = response.request().method();
        if (method === "GET") visited.add(response.url());
        checks.push(
          response.body().then(
            (bytes) => {
              const problem = byteProblem(bytes);
              if (problem) problems.push(`${method} ${response.url()} as the browser got it: ${problem}`);
            },
            // The page was left before its body was kept (a navigation superseded it): the
            // uncompressed copy below still reads a GET.
            () => undefined,
          ),
        );
      };
      context.on("response", onResponse);
      await use();
      context.off("response", onResponse);
      await Promise.all(checks);
      // Read again after the test, with its cookies: GETs here have no side effects (the flash the
      // root reads is the test's own, already shown).
      for (const url of visited) {
        const bytes = await uncompressed(context.request, url);
        const problem = bytes ? byteProblem(bytes) : null;
        if (problem) problems.push(`GET ${url} uncompressed: ${problem}`);
      }
      expect(problems, "every page is valid UTF-8 with no NUL byte").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
