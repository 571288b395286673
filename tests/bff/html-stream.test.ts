import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { closingTagsLast } from "~/utils/html-stream.server";

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

  it("drops the NUL React 18 leaves when a multi-byte character does not fit the end of its 2 KB view", async () => {
    // What renderToPipeableStream sent for the footer's "© 2022" at a view boundary.
    const view = Buffer.concat([Buffer.from("<p>"), Buffer.from([0])]);
    const rest = Buffer.from("© 2022</p></body></html>");
    const out = await text(Readable.from([view, rest]).pipe(closingTagsLast()));
    expect(out).toBe("<p>© 2022</p></body></html>");
    expect(out).not.toContain("\u0000");
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
});
