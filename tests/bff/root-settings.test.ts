import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { settingAnswer } from "../helpers/upstream-answers";
import { setTestEnv, useMockUpstream } from "./helpers";

// Storefront §8 "Loading failures of settings and lists: silent": once the shop has the store's
// settings, a failing settings call leaves every page with the ones it has (the chrome's contacts).

const base = "http://api.root-settings.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const SETTING = settingAnswer();

async function chromePhone(): Promise<string> {
  const request = new Request("http://web.test/produk?page=1");
  const result = (await rootLoader({ request, params: {}, context: {} })) as unknown as {
    data: { setting: { phone: string } };
  };
  return result.data.setting.phone;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the store's settings in the page chrome", () => {
  it("a settings call that fails after the first load is silent: pages keep the settings they had", async () => {
    let settingCalls = 0;
    let settingFails = false;
    server.use(
      http.get(`${base}/setting`, () => {
        settingCalls += 1;
        return settingFails
          ? HttpResponse.json({ status: false, message: "Server error", data: null }, { status: 500 })
          : HttpResponse.json({ status: true, message: "ok", data: SETTING });
      }),
      http.get(`${base}/category`, () => HttpResponse.json({ status: true, message: "ok", data: [] })),
    );
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T01:00:00Z") });
    expect(await chromePhone()).toBe("0411-123456");

    settingFails = true;
    vi.setSystemTime(new Date("2026-11-27T01:05:00Z"));
    expect(await chromePhone()).toBe("0411-123456");
    await vi.waitFor(() => expect(settingCalls).toBe(2));
    expect(await chromePhone()).toBe("0411-123456");
    // Each later page asks again, so the settings come back as soon as the API does.
    await vi.waitFor(() => expect(settingCalls).toBe(3));
  });
});
