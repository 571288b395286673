import { Transform } from "node:stream";

const CLOSING = Buffer.from("</body></html>");

/**
 * React 18 writes the document's closing tags with the shell, and Remix's single-fetch data and
 * React's late Suspense chunks stream after them: stray content after `</html>`. Browsers cope, a
 * validator does not. This moves the closing tags to the end of the stream and keeps streaming.
 */
export function closingTagsLast(): Transform {
  let held = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (found) return callback(null, chunk);
      const data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const at = data.indexOf(CLOSING);
      if (at >= 0) {
        found = true;
        held = Buffer.alloc(0);
        return callback(null, Buffer.concat([data.subarray(0, at), data.subarray(at + CLOSING.length)]));
      }
      // The tags may straddle two chunks: hold back what could be their start.
      const keep = Math.min(CLOSING.length - 1, data.length);
      held = Buffer.from(data.subarray(data.length - keep));
      callback(null, data.subarray(0, data.length - keep));
    },
    flush(callback) {
      callback(null, found ? CLOSING : held);
    },
  });
}
