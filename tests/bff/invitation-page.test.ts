import { teamMessages, type TeamAnswer } from "@contract/team";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/_shop.undangan";
import { logger } from "~/utils/logger.server";
import { buyerFormHeaders, flashOf, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// /undangan?token= (issue 25): the invitation as the API reads it (a visitor's call, no token sent),
// a clear 404 for a link that no longer works, the login link that comes back here, and accepting:
// the flash on /profil/tim, the API's refusals (another e-mail, an account with its own orders) as the
// page's alert, the secret token never echoed or logged.

const base = "http://api.invitation.test/api";
setTestEnv({ API_BASE_URL: base, SHOP_ORIGIN: "http://web.test" });
const server = useMockUpstream();
const TOKEN = "t0k3n-SECRET_value";
const url = `http://web.test/undangan?token=${TOKEN}`;

const invitation = {
  work_unit: "Dinas Kesehatan",
  invited_by: "Budi",
  email: "siti@dinkes.test",
  roles: ["ppk"],
  expires_at: "2026-12-04T00:00:00.000Z",
};
const team: TeamAnswer = {
  id: 3,
  name: "Dinas Kesehatan",
  my_roles: ["ppk"],
  is_owner: false,
  members: [],
  invitations: [],
};

type Loaded = { data: Record<string, unknown>; init: { status?: number } | null };

describe("the invitation page", () => {
  it("shows a visitor the invitation with a login link that comes back here", async () => {
    let authorization: string | null = "unset";
    let token: string | null = null;
    server.use(
      http.get(`${base}/team/invitation`, ({ request }) => {
        authorization = request.headers.get("Authorization");
        token = new URL(request.url).searchParams.get("token");
        return HttpResponse.json({ status: true, message: "ok", data: invitation });
      }),
    );
    const loaded = (await loader({ request: new Request(url), params: {}, context: {} })) as unknown as Loaded;
    expect(token).toBe(TOKEN);
    expect(authorization).toBeNull();
    expect(loaded.data).toMatchObject({ found: true, invitation, loggedIn: false });
    expect(loaded.data.loginHref).toBe(`/login?${new URLSearchParams({ redirectTo: `/undangan?token=${TOKEN}` })}`);
  });

  it("knows a logged-in buyer, who accepts with a form", async () => {
    server.use(
      http.get(`${base}/team/invitation`, () => HttpResponse.json({ status: true, message: "ok", data: invitation })),
    );
    const { headers } = await buyerFormHeaders(url);
    const loaded = (await loader({
      request: new Request(url, { headers }),
      params: {},
      context: {},
    })) as unknown as Loaded;
    expect(loaded.data).toMatchObject({ found: true, loggedIn: true });
  });

  it("answers 404 for a link that no longer works, and for one without a token", async () => {
    server.use(
      http.get(`${base}/team/invitation`, () =>
        HttpResponse.json({ status: false, message: teamMessages.invitationInvalid, data: null }, { status: 404 }),
      ),
    );
    for (const address of [url, "http://web.test/undangan", "http://web.test/undangan?token="]) {
      const loaded = (await loader({ request: new Request(address), params: {}, context: {} })) as unknown as Loaded;
      expect(loaded.init?.status).toBe(404);
      expect(loaded.data).toEqual({ found: false });
    }
  });
});

describe("accepting the invitation", () => {
  async function accept(answer: () => Response) {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${base}/team/invitation/accept`, async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    const { csrf, headers } = await buyerFormHeaders(url);
    const request = new Request(url, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["intent", "accept"],
        ["token", TOKEN],
        ["csrf", csrf],
      ]),
    });
    const info = vi.mocked(logger.info);
    const warn = vi.mocked(logger.warn);
    info.mockClear();
    warn.mockClear();
    const response = await action({ request, params: {}, context: {} });
    const logged = JSON.stringify([...info.mock.calls, ...warn.mock.calls]);
    return { response, bodies, logged };
  }

  it("joins, then lands on the team page with the flash", async () => {
    const { response, bodies, logged } = await accept(() =>
      HttpResponse.json({ status: true, message: teamMessages.joined, data: team }),
    );
    expect((response as Response).headers.get("Location")).toBe("/profil/tim");
    expect(flashOf(response as Response)).toBe(teamMessages.joined);
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(logged).toContain("form submission");
    expect(logged).not.toContain(TOKEN);
  });

  for (const [status, message] of [
    [403, teamMessages.invitationOtherEmail],
    [409, teamMessages.invitationHasOrders],
  ] as const) {
    it(`shows the API's ${status} as the page's alert, without the token`, async () => {
      const { response, logged } = await accept(() =>
        HttpResponse.json({ status: false, message, data: null }, { status }),
      );
      const reply = response as unknown as {
        data: { alert?: string; intent?: string; result: { initialValue?: Record<string, unknown> } };
        init: { status: number };
      };
      expect(reply.init.status).toBe(status);
      expect(reply.data).toMatchObject({ intent: "accept", alert: message });
      expect(JSON.stringify(reply.data.result)).not.toContain(TOKEN);
      expect(logged).not.toContain(TOKEN);
    });
  }

  it("goes back to the page (which says the link no longer works) when it was used meanwhile", async () => {
    const { response } = await accept(() =>
      HttpResponse.json({ status: false, message: teamMessages.invitationInvalid, data: null }, { status: 404 }),
    );
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe(`/undangan?token=${TOKEN}`);
  });

  it("sends a visitor to log in first", async () => {
    const error = await thrownBy(
      action({
        request: new Request(url, { method: "POST", body: new URLSearchParams([["token", TOKEN]]) }),
        params: {},
        context: {},
      }),
    );
    expect((error as Response).headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: `/undangan?token=${TOKEN}` })}`,
    );
  });
});
