import { PassThrough, Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { closingTagsLast, withoutViewPadding } from "~/utils/html-stream.server";

const run = (chunks: string[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(closingTagsLast()));

describe("closingTagsLast", () => {
  it("moves the closing tags after what streams once the shell is out", async () => {
    const out = await run(["<html><body><p>Halo</p></body></html>", "<script>late()</script>", "<div hidden>x</div>"]);
    expect(out).toBe("<html><body><p>Halo</p><script>late()</script><div hidden>x</div></body></html>");
  });

  it("finds the tags when a chunk boundary splits them", async () => {
    const out = await run(["<html><body>Rp. 1.000</bo", "dy></ht", "ml><script>s()</script>"]);
    expect(out).toBe("<html><body>Rp. 1.000<script>s()</script></body></html>");
  });

  it("passes a document without them through unchanged, multi-byte text included", async () => {
    const out = await run(["<p>Çılgın ", "café</p>", "é"]);
    expect(out).toBe("<p>Çılgın café</p>é");
  });

  it("hands on what is written in one turn as one chunk, and a later write as its own", async () => {
    const stream = closingTagsLast();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    for (const piece of ["<html><body>", "<main>", "isi", "</main>"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    // One chunk for the four writes (less the tail held back in case the closing tags start there).
    expect(chunks).toHaveLength(1);
    expect("<html><body><main>isi</main>".startsWith(chunks[0])).toBe(true);
    stream.end(Buffer.from("</body></html><script>late()</script>"));
    await ended;
    expect(chunks.join("")).toBe("<html><body><main>isi</main><script>late()</script></body></html>");
    expect(chunks.length).toBeLessThanOrEqual(3);
  });

  it("passes on React's streamed bytes as valid UTF-8 with no zero byte where a character met the end of a view", async () => {
    // Each paragraph is 600 bytes of "é" (2 bytes each): one of them lands astride React's 2 KB
    // view, the way the footer's © did on the BPD page of order 19.
    const paragraphs = Array.from({ length: 20 }, (_, i) => createElement("p", { key: i }, "é".repeat(300)));
    const html = await new Promise<Buffer>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(createElement("div", null, paragraphs), {
        onShellReady() {
          const body = new PassThrough();
          buffer(body.pipe(closingTagsLast())).then(resolve, reject);
          pipe(body);
        },
        onShellError: reject,
      });
    });
    expect(html.indexOf(0)).toBe(-1);
    const decoded = new TextDecoder("utf-8", { fatal: true }).decode(html);
    expect(decoded).toBe(`<div>${`<p>${"é".repeat(300)}</p>`.repeat(20)}</div>`);
  });

  it("keeps a chunk of any other size, or one that ends in text, as it is", async () => {
    const ends = Buffer.concat([Buffer.alloc(2047, "a"), Buffer.from([0x61])]);
    expect(withoutViewPadding(ends)).toBe(ends);
    const short = Buffer.from("ab\0");
    expect(withoutViewPadding(short)).toBe(short);
    const padded = Buffer.concat([Buffer.alloc(2045, "a"), Buffer.alloc(3)]);
    expect(withoutViewPadding(padded).toString()).toBe("a".repeat(2045));
  });
});
