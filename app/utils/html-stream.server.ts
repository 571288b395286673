import { Transform } from "node:stream";

const CLOSING = Buffer.from("</body></html>");
// React 18's Fizz encodes into views of this size (react-dom-server.node, VIEW_SIZE).
const REACT_VIEW_SIZE = 2048;
/** What may be the start of the closing tags, held back until the next chunk. */
const HOLD = CLOSING.length - 1;

/**
 * React 18 writes the document's closing tags with the shell, and Remix's single-fetch data and
 * React's late Suspense chunks stream after them: stray content after `</html>`. Browsers cope, a
 * validator does not. This moves the closing tags to the end of the stream and keeps streaming.
 *
 * It also hands on what React writes in one go (its 2 KB pieces of a shell) as one chunk, at the
 * end of that turn of the event loop: each chunk costs a trip through the web streams and the
 * socket, and a page was twenty of them. Nothing waits longer than that turn.
 *
 * And it drops the zero bytes React 18.3 pads a view with (see `withoutViewPadding`).
 */
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
    transform(written: Buffer, _encoding, callback) {
      const chunk = withoutViewPadding(written);
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
      // The closing tags may straddle two chunks: hold back what could be their start.
      const keep = Math.min(HOLD, data.length);
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

/**
 * React 18.3's Fizz encodes text into a 2 KB view with `TextEncoder.encodeInto`, which stops short
 * of a multi-byte character that does not fit (é, ©, an emoji); React then hands on the whole view
 * instead of the bytes it wrote, so 1 to 3 never-written zero bytes go out in place of nothing:
 * `<p>\0© 2022` in the footer of a page whose © came after such a boundary. React 19 hands on only
 * what was written (facebook/react#26228); 18 never got the fix. A full-size view ending in zeros
 * is cut back to its last written byte: no character React encodes is a zero byte in UTF-8 other
 * than U+0000 itself, which no page of ours writes.
 */
export function withoutViewPadding(chunk: Buffer): Buffer {
  if (chunk.length !== REACT_VIEW_SIZE || chunk[chunk.length - 1] !== 0) return chunk;
  let end = chunk.length;
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end--;
  return chunk.subarray(0, end);
}
