// `Content-Disposition: attachment` for a name that came from a user or the database: a plain-ASCII
// `filename` (quotes, slashes, control and non-ASCII characters replaced) that old clients read, and
// the exact name as RFC 5987 `filename*` for the rest. Nothing in it can end the header or add one.

const ASCII_SAFE = /[^A-Za-z0-9._ ()-]/g;

export function attachment(name: string): string {
  const trimmed = name.trim() || "download";
  const ascii = trimmed.replace(ASCII_SAFE, "_").slice(0, 150);
  const encoded = encodeURIComponent(trimmed).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
