import { describe, expect, it } from "vitest";
import { assertHoneypot, getHoneypotInputProps, honeypotFieldNames } from "~/utils/honeypot.server";
import { asThrownData, setTestEnv } from "./helpers";

setTestEnv({});

function submitted(name: string) {
  const props = getHoneypotInputProps();
  const fd = new FormData();
  fd.set(honeypotFieldNames.name, name);
  if (props.validFromFieldName) fd.set(props.validFromFieldName, props.encryptedValidFrom);
  return fd;
}

describe("honeypot", () => {
  it("passes a human submission (hidden field left empty)", () => {
    expect(() => assertHoneypot(submitted(""))).not.toThrow();
  });

  it("rejects a filled hidden field with a 400 and an Indonesian message", () => {
    let thrown: unknown;
    try {
      assertHoneypot(submitted("bot@example.com"));
    } catch (error) {
      thrown = error;
    }
    const error = asThrownData(thrown);
    expect(error.init?.status).toBe(400);
    expect(error.data.message).toMatch(/Formulir tidak dapat diproses/);
  });

  it("rejects a forged timestamp", () => {
    const fd = submitted("");
    fd.set(honeypotFieldNames.validFrom, "forged");
    expect(() => assertHoneypot(fd)).toThrow();
  });
});
