import sanitize from "sanitize-html";

// Upstream HTML (about, terms, privacy, FAQ answers, descriptions) may shape text, nothing more.
const options: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "a",
    "blockquote",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    // `rel` is only ever the one set by the transform below, which replaces every attribute.
    a: ["href", "rel"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "title"],
  transformTags: {
    a: (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      if (attribs.href) Object.assign(kept, { href: attribs.href, rel: "noopener noreferrer" });
      return { tagName, attribs: kept };
    },
  },
};

/**
 * `topHeading`: the level the fragment's highest heading becomes, the rest keeping their steps, so
 * upstream text never skips a level of the page around it (an h3 right after the page's h1).
 */
export function sanitizeHtml(
  html: string | null | undefined,
  { topHeading = 2 }: { topHeading?: number } = {},
): string {
  if (!html) return "";
  return shiftHeadings(sanitize(html, options), topHeading);
}

// Safe on sanitised output only: its headings carry no attributes.
const HEADING = /<(\/?)h([1-6])>/g;

export function shiftHeadings(html: string, topHeading = 2): string {
  const levels = [...html.matchAll(HEADING)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = topHeading - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(HEADING, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}>`);
}

const normalise = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;|&/g, " dan ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** Drops a leading heading that only repeats the page's own title (the settings texts start with one). */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*<h[2-4]>([\s\S]*?)<\/h[2-4]>/.exec(html);
  if (!match || normalise(match[1]) !== normalise(title)) return html;
  return html.slice(match[0].length).trimStart();
}
