import { Transform } from "node:stream";

const CLOSING = Buffer.from("</body></html>");

/**
 * React 18 writes the document's closing tags with the shell, and Remix's single-fetch data and
 * React's late Suspense chunks stream after them: stray content after `</html>`. Browsers cope, a
 * validator does not. This moves the closing tags to the end of the stream and keeps streaming.
 *
 * It also hands on what React writes in one go (its 2 KB pieces of a shell) as one chunk, at the
 * end of that turn of the event loop: each chunk costs a trip through the web streams and the
 * socket, and a page was twenty of them. Nothing waits longer than that turn.
 */
/**
 * React 18.3's stream writer sends its whole 2 KB view when a multi-byte character (the footer's "©")
 * does not fit at its end, unused last byte included: a NUL in the page wherever the bytes happen to
 * line up. No HTML has a NUL (it is a parse error; JSON in scripts escapes it), so it is dropped.
 */
function withoutNul(chunk: Buffer): Buffer {
  if (!chunk.includes(0)) return chunk;
  const kept = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
  return kept.subarray(0, length);
}

export function closingTagsLast(): Transform {
  let held = Buffer.alloc(0);
  let found = false;
  let pending: Buffer[] = [];
  let scheduled = false;
  const out = (stream: Transform, data: Buffer) => {
    if (data.length === 0) return;
    pending.push(data);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      release(stream);
    });
  };
  const release = (stream: Transform) => {
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  };
  return new Transform({
    transform(raw: Buffer, _encoding, callback) {
      const chunk = withoutNul(raw);
      if (found) {
        out(this, chunk);
        return callback();
      }
      const data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const at = data.indexOf(CLOSING);
      if (at >= 0) {
        found = true;
        held = Buffer.alloc(0);
        out(this, data.subarray(0, at));
        out(this, data.subarray(at + CLOSING.length));
        return callback();
      }
      // The tags may straddle two chunks: hold back what could be their start.
      const keep = Math.min(CLOSING.length - 1, data.length);
      held = Buffer.from(data.subarray(data.length - keep));
      out(this, data.subarray(0, data.length - keep));
      callback();
    },
    flush(callback) {
      release(this);
      callback(null, found ? CLOSING : held);
    },
  });
}
