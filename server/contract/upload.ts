import * as z from "zod";

/**
 * A file part as the API's multipart reader hands it over, spooled to storage while it arrived
 * (`SpooledFile` of `server/http/multipart.ts`): only its first bytes are in memory.
 */
export type SpooledUpload = {
  fieldname: string;
  filename: string;
  /** As the client declared it; the API trusts `head` (the magic bytes) instead. */
  mimetype: string;
  size: number;
  /** The first bytes, for the type check. */
  head: Uint8Array;
  /** Where the spooled bytes are. */
  key: string;
};

/** A spooled file field; anything else (a text value in its place) fails with `message`. */
export const spooledUpload = (message: string) =>
  z.custom<SpooledUpload>(
    (value) => typeof value === "object" && value !== null && "key" in value && "head" in value && "size" in value,
    message,
  );
