/** An ILIKE pattern matching `search` anywhere, its `%`, `_` and `\` taken literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
