import { describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";

describe("parseConfig", () => {
  it("fills the defaults and resolves DATA_DIR", () => {
    const result = parseConfig({}, "/srv/shop");
    expect(result).toEqual({
      ok: true,
      config: {
        API_PORT: 4000,
        API_HOST: "127.0.0.1",
        SEED_DEMO: false,
        SESSION_CACHE_MS: 10_000,
        DATA_DIR: "/srv/shop/.data",
        DOKU_PAYMENT_DUE_MINUTES: 60,
        LOG_LEVEL: "info",
        PAYMENT_EXPIRY_MINUTES: 1440,
        PAYMENT_SWEEP_MS: 60_000,
        MAIL_SWEEP_MS: 2_000,
        LOGIN_MAX_FAILURES_PER_ACCOUNT: 5,
        LOGIN_MAX_FAILURES_PER_IP: 20,
        CATALOGUE_CACHE_MS: 5_000,
        PORT: 3000,
        PUBLIC_ORIGIN: "http://localhost:3000",
        STORAGE: "local",
      },
    });
  });

  // Issue 26: files in a bucket every instance shares.
  it("needs S3_BUCKET with STORAGE=s3, and both halves of an access key", () => {
    const missing = parseConfig({ STORAGE: "s3" });
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.message).toContain("S3_BUCKET: is required when STORAGE=s3");
    expect(parseConfig({ STORAGE: "disk" }).ok).toBe(false);
    const half = parseConfig({ STORAGE: "s3", S3_BUCKET: "toko", AWS_ACCESS_KEY_ID: "key" });
    expect(!half.ok && half.message).toContain("AWS_SECRET_ACCESS_KEY");
    const full = parseConfig({
      STORAGE: "s3",
      S3_BUCKET: "toko",
      AWS_ENDPOINT_URL_S3: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "0",
    });
    expect(full.ok && full.config).toMatchObject({
      STORAGE: "s3",
      S3_BUCKET: "toko",
      AWS_ENDPOINT_URL_S3: "http://minio:9000",
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it("treats empty variables as unset and reads the rest", () => {
    const result = parseConfig(
      {
        API_PORT: "4101",
        API_HOST: "",
        DATABASE_URL: "",
        DATA_DIR: "/tmp/d",
        LOG_FILE: "/tmp/api.log",
        BFF_KEY: "0123456789abcdef",
      },
      "/srv/shop",
    );
    expect(result.ok && result.config).toMatchObject({
      API_PORT: 4101,
      API_HOST: "127.0.0.1",
      DATABASE_URL: undefined,
      DATA_DIR: "/tmp/d",
      LOG_FILE: "/tmp/api.log",
      BFF_KEY: "0123456789abcdef",
    });
  });

  // Issue 15: the API listened on the web app's HOST, and any empty database got demo accounts.
  it("listens on loopback whatever the web app's HOST, and seeds no demo accounts unless asked", () => {
    const result = parseConfig({ HOST: "0.0.0.0" });
    expect(result.ok && result.config.API_HOST).toBe("127.0.0.1");
    expect(result.ok && result.config.SEED_DEMO).toBe(false);
    const asked = parseConfig({ API_HOST: "0.0.0.0", SEED_DEMO: "1" });
    expect(asked.ok && asked.config).toMatchObject({ API_HOST: "0.0.0.0", SEED_DEMO: true });
    expect(parseConfig({ SEED_DEMO: "perhaps" }).ok).toBe(false);
  });

  it("names every wrong variable in one message", () => {
    const result = parseConfig({
      API_PORT: "http",
      DATABASE_URL: "mysql://db/shop",
      LOG_LEVEL: "loud",
      BFF_KEY: "short",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const name of ["API_PORT", "DATABASE_URL", "LOG_LEVEL", "BFF_KEY"])
      expect(result.message).toContain(`- ${name}:`);
    expect(result.message).not.toContain("mysql://db/shop");
    expect(parseConfig({ API_PORT: "70000" }).ok).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:55432/shop" }).ok).toBe(true);
  });
});

describe("PUBLIC_ORIGIN", () => {
  it("is the one public origin, SHOP_ORIGIN its older name, http://localhost:<PORT> the default", () => {
    const origin = (env: Record<string, string>) => {
      const parsed = parseConfig(env);
      return parsed.ok ? parsed.config.PUBLIC_ORIGIN : parsed.message;
    };
    expect(origin({ PUBLIC_ORIGIN: "https://toko.example.id/", SHOP_ORIGIN: "http://lama.example" })).toBe(
      "https://toko.example.id",
    );
    expect(origin({ SHOP_ORIGIN: "http://192.168.1.10:3000" })).toBe("http://192.168.1.10:3000");
    expect(origin({ PORT: "3135" })).toBe("http://localhost:3135");
    expect(origin({ PUBLIC_ORIGIN: "ftp://toko.example.id" })).toContain("- PUBLIC_ORIGIN:");
  });
});
