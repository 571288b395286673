import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { REVIEW_MEDIA_MAX, REVIEW_VIDEO_MAX_BYTES } from "@contract/review";
import { action } from "~/routes/profil.addulasan";
import type { FormReply } from "~/utils/form.server";
import { buyerFormHeaders, setTestEnv, streamedMultipart, useMockUpstream } from "./helpers";

// Issue 15 item 5: 24 file parts sent with `Transfer-Encoding: chunked` (no Content-Length) used to
// be read whole into memory, each part under the per-part limit. The reader now counts bytes for
// the whole request while they stream in and stops at the cap with the form error.

const base = "http://api.upload.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();
const page = "http://web.test/profil/addulasan?id_transaksi=5";
const MB = 1024 * 1024;

type Reply = { data: FormReply; init: { status: number } | null };

describe("/profil/addulasan upload cap", () => {
  it("stops reading a chunked body at the request cap and answers the video-size form error", async () => {
    let upstreamCalls = 0;
    server.use(
      http.all(`${base}/*`, () => {
        upstreamCalls++;
        return HttpResponse.json({ status: false, message: "not expected" }, { status: 500 });
      }),
    );
    const { csrf, headers } = await buyerFormHeaders(page);
    const partSize = 8 * MB;
    // Each part is well under the per-part limit; together they are far over the request cap.
    expect(partSize).toBeLessThan(REVIEW_VIDEO_MAX_BYTES);
    const files = Array.from({ length: 24 }, (_, i) => ({
      name: "image",
      filename: `v${i}.mp4`,
      type: "video/mp4",
      size: partSize,
    }));
    const upload = streamedMultipart({ csrf, intent: "review", transaction: "9", star: "5", notes: "ok" }, files);
    const request = upload.request(page, headers);
    expect(request.headers.get("Content-Length")).toBeNull();

    const reply = (await action({ request, params: {}, context: {} })) as unknown as Reply;

    expect(reply.init?.status).toBe(413);
    expect(reply.data.result.error?.image).toEqual(["Ukuran format video anda lebih dari 50mb"]);
    const cap = REVIEW_MEDIA_MAX * REVIEW_VIDEO_MAX_BYTES + 256 * 1024;
    // The reader stopped near the cap (a chunk or two of read-ahead), not at the 192 MB sent.
    expect(upload.pulled()).toBeLessThan(cap + 2 * MB);
    expect(upstreamCalls).toBe(0);
  });
});
