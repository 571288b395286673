import { teamMessages, type TeamAnswer } from "@contract/team";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/profil.tim";
import { TEAM_INTENTS, teamTexts } from "~/utils/team";
import { asThrownData, buyerFormHeaders, flashOf, postForm, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// /profil/tim (issue 25): each intent's upstream call (JSON as the contract says), the flash after it,
// the form's own checks before any call, the API's refusals as the form's alert or beside the field,
// one log line per submission; and the no-JS removal confirmation as a page state for the owner only.

const base = "http://api.team.test/api";
setTestEnv({ API_BASE_URL: base, SHOP_ORIGIN: "http://web.test" });
const server = useMockUpstream();
const url = "http://web.test/profil/tim";

const team = (overrides: Partial<TeamAnswer> = {}): TeamAnswer => ({
  id: 3,
  name: "Dinas Kesehatan",
  my_roles: ["pp", "ppk", "bendahara", "penerima"],
  is_owner: true,
  members: [
    {
      customer_id: 7,
      name: "Budi",
      email: "budi@dinkes.test",
      nip: null,
      roles: ["pp", "ppk", "bendahara", "penerima"],
      is_owner: true,
    },
    { customer_id: 9, name: "Siti Aminah", email: "siti@dinkes.test", nip: "1980", roles: ["ppk"], is_owner: false },
  ],
  invitations: [],
  ...overrides,
});
const ok = (data: TeamAnswer = team()) => HttpResponse.json({ status: true, message: "ok", data });
const refused = (status: number, message: string, data: unknown = null) =>
  HttpResponse.json({ status: false, message, data }, { status });

type Reply = {
  data: {
    intent?: string;
    alert?: string;
    result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
  init: { status: number };
};

const post = (fields: [string, string][]) => postForm(action, url, fields);

/** Records the JSON bodies posted to `path` and answers with `answer`. */
function upstream(path: string, answer: () => Response = () => ok()) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${base}/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe("the team page's forms", () => {
  it("invites with the e-mail (lowercased) and the chosen roles, then says so", async () => {
    const bodies = upstream("team/invite");
    const { response, lines } = await post([
      ["intent", TEAM_INTENTS.invite],
      ["email", " Rina@Dinkes.TEST "],
      ["roles", "penerima"],
      ["roles", "ppk"],
    ]);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/profil/tim");
    expect(flashOf(response as Response)).toBe(teamMessages.invited);
    expect(bodies).toEqual([{ email: "rina@dinkes.test", roles: ["ppk", "penerima"] }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ outcome: "ok", intent: TEAM_INTENTS.invite });
  });

  it("asks for a role before calling the API, keeping the typed address", async () => {
    const bodies = upstream("team/invite");
    const { response, lines } = await post([
      ["intent", TEAM_INTENTS.invite],
      ["email", "rina@dinkes.test"],
    ]);
    const reply = response as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.roles).toEqual([teamMessages.rolesRequired]);
    expect(reply.data.result.initialValue?.email).toBe("rina@dinkes.test");
    expect(bodies).toEqual([]);
    expect(lines).toMatchObject([{ outcome: "invalid", failingFields: ["roles"] }]);
  });

  it("puts the API's field refusal (already a member) beside the e-mail", async () => {
    upstream("team/invite", () => refused(422, teamMessages.alreadyMember, { email: [teamMessages.alreadyMember] }));
    const { response } = await post([
      ["intent", TEAM_INTENTS.invite],
      ["email", "siti@dinkes.test"],
      ["roles", "pp"],
    ]);
    const reply = response as Reply;
    expect(reply.init.status).toBe(422);
    expect(reply.data.intent).toBe(TEAM_INTENTS.invite);
    expect(reply.data.result.error?.email).toEqual([teamMessages.alreadyMember]);
  });

  it("saves a member's roles; the last holder's refusal (409) is that form's alert", async () => {
    const bodies = upstream("team/member/roles");
    const saved = await post([
      ["intent", TEAM_INTENTS.roles],
      ["customer_id", "9"],
      ["roles", "ppk"],
      ["roles", "bendahara"],
    ]);
    expect(flashOf(saved.response as Response)).toBe(teamTexts.rolesSaved);
    expect(bodies).toEqual([{ customer_id: 9, roles: ["ppk", "bendahara"] }]);

    upstream("team/member/roles", () => refused(409, teamMessages.lastHolder("ppk")));
    const { response, lines } = await post([
      ["intent", TEAM_INTENTS.roles],
      ["customer_id", "9"],
      ["roles", "pp"],
    ]);
    const reply = response as Reply;
    expect(reply.init.status).toBe(409);
    expect(reply.data).toMatchObject({ intent: TEAM_INTENTS.roles, alert: teamMessages.lastHolder("ppk") });
    expect(reply.data.result.initialValue?.customer_id).toBe("9");
    expect(lines).toMatchObject([{ outcome: "upstream_error", upstreamStatus: 409 }]);
  });

  it("removes a member; a non-owner's attempt (403) comes back with the API's message", async () => {
    const bodies = upstream("team/member/remove");
    const removed = await post([
      ["intent", TEAM_INTENTS.remove],
      ["customer_id", "9"],
    ]);
    expect(flashOf(removed.response as Response)).toBe(teamTexts.removed);
    expect(bodies).toEqual([{ customer_id: 9 }]);

    upstream("team/member/remove", () => refused(403, teamMessages.ownerOnly));
    const { response } = await post([
      ["intent", TEAM_INTENTS.remove],
      ["customer_id", "9"],
    ]);
    expect((response as Reply).data).toMatchObject({ intent: TEAM_INTENTS.remove, alert: teamMessages.ownerOnly });
  });

  it("revokes an invitation; one already gone goes back to the list without an error", async () => {
    const bodies = upstream("team/invitation/revoke");
    const revoked = await post([
      ["intent", TEAM_INTENTS.revoke],
      ["invitation_id", "4"],
    ]);
    expect(flashOf(revoked.response as Response)).toBe(teamTexts.revoked);
    expect(bodies).toEqual([{ invitation_id: 4 }]);

    upstream("team/invitation/revoke", () => refused(404, teamMessages.invitationInvalid));
    const { response, lines } = await post([
      ["intent", TEAM_INTENTS.revoke],
      ["invitation_id", "4"],
    ]);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/profil/tim");
    expect(lines).toMatchObject([{ outcome: "upstream_error", upstreamStatus: 404 }]);
  });

  it("refuses an unknown intent with the 400 page", async () => {
    const { response, lines } = await post([["intent", "make-owner"]]);
    expect(asThrownData(response).init?.status).toBe(400);
    expect(lines).toMatchObject([{ outcome: "invalid", failingFields: ["intent"] }]);
  });
});

describe("the team page", () => {
  async function load(search: string, answer: TeamAnswer) {
    server.use(http.get(`${base}/team`, () => ok(answer)));
    const { headers } = await buyerFormHeaders(url);
    const response = await loader({ request: new Request(`${url}${search}`, { headers }), params: {}, context: {} });
    return (response as unknown as { data: { team: TeamAnswer; removing: unknown } }).data;
  }

  it("opens the removal confirmation for the owner, for a member other than the owner", async () => {
    expect((await load("?modal=keluarkan&id=9", team())).removing).toMatchObject({ customer_id: 9 });
    expect((await load("?modal=keluarkan&id=7", team())).removing).toBeNull();
    expect((await load("?modal=keluarkan&id=9", team({ is_owner: false, my_roles: ["ppk"] }))).removing).toBeNull();
    expect((await load("", team())).removing).toBeNull();
  });

  it("sends a visitor to log in and back", async () => {
    const error = await thrownBy(loader({ request: new Request(url), params: {}, context: {} }));
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fprofil%2Ftim");
  });
});
