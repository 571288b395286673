import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/profil.chat.pesan";
import { commitSession, getSession } from "~/utils/session.server";
import { setTestEnv, useMockUpstream } from "./helpers";

// The chat poll is private JSON sent as is (a resource route): it must say no-store and nosniff itself.

const base = "http://api.chat-poll.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

async function poll(query: string) {
  const url = `http://web.test/profil/chat/pesan?${query}`;
  const session = await getSession(new Request(url));
  session.set("token", "buyer-token");
  session.set("userId", 7);
  const cookie = (await commitSession(session)).split(";")[0];
  return loader({ request: new Request(url, { headers: { Cookie: cookie } }), params: {}, context: {} });
}

const message = { id: 12, message: "Halo", is_user: false, created_at: "2026-11-24T01:00:00.000Z" };

describe("GET /profil/chat/pesan", () => {
  it("answers the new messages as JSON that no cache keeps and no browser sniffs", async () => {
    server.use(
      http.post(`${base}/usermanagement/chat/ajax-request`, () =>
        HttpResponse.json({ status: true, message: "ok", data: { data: [message], dateUpdate: message.created_at } }),
      ),
    );
    const response = await poll("id=11&date=2026-11-24T00%3A00%3A00.000Z");
    expect(response).toBeInstanceOf(Response);
    const answer = response as unknown as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await answer.json()).toEqual({ messages: [message] });
  });

  it("keeps the headers on a bad cursor and on an upstream failure", async () => {
    const bad = (await poll("id=abc")) as unknown as Response;
    expect(bad.status).toBe(400);
    expect(bad.headers.get("Cache-Control")).toBe("no-store");
    expect(bad.headers.get("X-Content-Type-Options")).toBe("nosniff");

    server.use(http.post(`${base}/usermanagement/chat/ajax-request`, () => new HttpResponse(null, { status: 500 })));
    const failed = (await poll("id=1")) as unknown as Response;
    expect(failed.headers.get("Cache-Control")).toBe("no-store");
    expect(await failed.json()).toEqual({ messages: [] });
  });
});
