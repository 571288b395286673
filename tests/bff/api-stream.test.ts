import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as complaintMedia } from "~/routes/profil.komplain.media.$id";
import { loader as storage } from "~/routes/storage.$";
import { buyerFormHeaders, setTestEnv, useMockUpstream } from "./helpers";

// getApi(request).stream(): the bytes of a download pass through with the upstream's type,
// disposition and length; Range goes up and 206 comes back (issue 15 item 14: videos seek in
// Safari); 401 after a sent token signs out; 404 stays a 404.

const base = "http://api.stream.test/api";
setTestEnv({ API_BASE_URL: base, API_TIMEOUT_MS: "300" });
const server = useMockUpstream();

const video = new Uint8Array(1000).map((_, i) => i % 256);
const mediaUrl = `${base}/transaction/complaint/media/12`;

/** A byte-range answer as a static file server gives it. */
function rangeAnswer(request: Request) {
  const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get("Range") ?? "");
  const common = {
    "Content-Type": "video/mp4",
    "Accept-Ranges": "bytes",
    "Content-Disposition": 'inline; filename="a.mp4"',
  };
  if (!match) return new HttpResponse(video, { headers: { ...common, "Content-Length": String(video.length) } });
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : video.length - 1;
  const slice = video.slice(start, end + 1);
  return new HttpResponse(slice, {
    status: 206,
    headers: {
      ...common,
      "Content-Length": String(slice.length),
      "Content-Range": `bytes ${start}-${end}/${video.length}`,
    },
  });
}

async function mediaRequest(extra: Record<string, string> = {}) {
  const url = "http://web.test/profil/komplain/media/12";
  const { headers } = await buyerFormHeaders(url);
  return new Request(url, { headers: { ...headers, ...extra } });
}

describe("complaint media through stream()", () => {
  it("passes Range up and answers 206 with the upstream's range headers and bytes", async () => {
    let auth: string | null = null;
    server.use(
      http.get(mediaUrl, ({ request }) => {
        auth = request.headers.get("Authorization");
        return rangeAnswer(request);
      }),
    );
    const response = await complaintMedia({
      request: await mediaRequest({ Range: "bytes=100-199" }),
      params: { id: "12" },
      context: {},
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe("bytes 100-199/1000");
    expect(response.headers.get("Content-Length")).toBe("100");
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("Content-Type")).toBe("video/mp4");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="a.mp4"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(video.slice(100, 200));
    expect(auth).toBe("Bearer buyer-token");
  });

  it("streams the whole file without Range", async () => {
    server.use(http.get(mediaUrl, ({ request }) => rangeAnswer(request)));
    const response = await complaintMedia({ request: await mediaRequest(), params: { id: "12" }, context: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBe("1000");
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(video);
  });

  it("maps 404 to 404 and 401 to a sign-out", async () => {
    server.use(http.get(mediaUrl, () => HttpResponse.json({ status: false, message: "x" }, { status: 404 })));
    const missing = await complaintMedia({ request: await mediaRequest(), params: { id: "12" }, context: {} });
    expect(missing.status).toBe(404);

    server.use(
      http.get(mediaUrl, () => HttpResponse.json({ status: false, message: "Unauthenticated." }, { status: 401 })),
    );
    let thrown: unknown;
    try {
      await complaintMedia({ request: await mediaRequest(), params: { id: "12" }, context: {} });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/login");
    expect((thrown as Response).headers.get("Set-Cookie")).toContain("__session=;");
  });
});

describe("/storage/* through stream()", () => {
  it("passes Range up and answers 206", async () => {
    server.use(http.get("http://api.stream.test/storage/review/v.mp4", ({ request }) => rangeAnswer(request)));
    const request = new Request("http://web.test/storage/review/v.mp4", { headers: { Range: "bytes=0-9" } });
    const response = await storage({ request, params: { "*": "review/v.mp4" }, context: {} });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe("bytes 0-9/1000");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(video.slice(0, 10));
  });
});
