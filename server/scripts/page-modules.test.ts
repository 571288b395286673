import { describe, expect, it } from "vitest";
import { pageModuleRoots } from "./page-modules";

describe("pageModuleRoots", () => {
  it("reads the modules Remix's held module script preloads, and script sources", () => {
    const html = [
      '<script src="/classic.js"></script>',
      '<script type="module" async="">;\n(window.__remixHydrateAfter || Promise.resolve()).then(function () {',
      '  ["/build/entry.client-A.js","/build/_shared/chunk-B.js","/build/root-C.js"].forEach(function (href) {',
      "  });",
      '  return Promise.all([import("/build/root-C.js")]);',
      "});</script>",
    ].join("\n");
    expect(pageModuleRoots(html).sort()).toEqual(
      ["/build/_shared/chunk-B.js", "/build/entry.client-A.js", "/build/root-C.js", "/classic.js"].sort(),
    );
  });

  it("reads module preloads and static imports", () => {
    const html = '<link rel="modulepreload" href="/build/a.js"/><script type="module">import "/build/b.js";</script>';
    expect(pageModuleRoots(html).sort()).toEqual(["/build/a.js", "/build/b.js"]);
  });
});
