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

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitize(html, options);
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
