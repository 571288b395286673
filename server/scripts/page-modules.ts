/**
 * The modules a page's HTML starts with, as the bench and the page-bytes test count them: classic
 * script sources, module preloads and static imports, and the list Remix's module script preloads
 * once the page lets it (patches/@remix-run+react+*.patch, decision 160).
 */
export function pageModuleRoots(html: string): string[] {
  const roots = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) roots.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) roots.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"'(]*from\s*)?["']([^"']+\.js)["']/g)) roots.add(m[1]);
  for (const m of html.matchAll(/(\["[^\]]*\])\.forEach\(function \(href\)/g))
    for (const href of JSON.parse(m[1]) as string[]) roots.add(href);
  return [...roots];
}
