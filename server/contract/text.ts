// Rules for text shared by every form and query: what a one-line field may hold, and what a search
// box quietly leaves out.
import type * as z from "zod";

/** What the API refuses in any text (C0 controls and DEL, tab and line breaks aside): PostgreSQL has no NUL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Line breaks, and the marks that turn the direction of the text around (`kw\u202egnp.pdf` reads as
 * "kwfdp.png"): a name or a one-line field holding them breaks a mail's header lines or misleads its
 * reader.
 */
const LINE_BREAKS_AND_BIDI = /[\r\n\u0085\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAKS_AND_BIDI_ALL = new RegExp(LINE_BREAKS_AND_BIDI.source, "g");

export const ONE_LINE_MESSAGE = "Tidak boleh berisi baris baru atau karakter pembalik arah teks";

/** A one-line field's rule, added to its string schema. */
export const oneLine = <S extends z.ZodString>(schema: S): S =>
  schema.refine((value) => !LINE_BREAKS_AND_BIDI.test(value), ONE_LINE_MESSAGE) as S;

/** A search box's value without the characters no search needs (the API would refuse them). */
export const searchText = (value: string): string =>
  value.replace(CONTROL_CHARACTERS, "").replace(LINE_BREAKS_AND_BIDI_ALL, " ");

/** A stored file's name without control characters, line breaks or direction marks. */
export const safeFileName = (name: string): string =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f]/g, "").replace(LINE_BREAKS_AND_BIDI_ALL, "");
