import { registerForm, loginForm } from "@contract/auth";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, PasswordField, useShopForm } from "~/components/forms";
import { formConstraint } from "~/utils/form-constraint";

// Storefront §10 "NIP, PP and PPK names 200 (input limit 201)": the typing limits come from the
// contract's maxima, which zod 4.6 keeps only in each field's checks.

function RegisterFields() {
  const [, fields] = useShopForm({ id: "register", schema: registerForm });
  return (
    <>
      <Field meta={fields.nip} label="NIP" />
      <Field meta={fields.name_pp} label="Nama PP" />
      <Field meta={fields.name_ppk} label="Nama PPK" />
      <Field meta={fields.name} label="Nama" />
      <Field meta={fields.birthdate} label="Tanggal lahir" type="date" />
      <PasswordField meta={fields.password} label="Kata sandi" />
    </>
  );
}

/** The `maxlength` of the input named `name` in rendered markup, if it has one. */
function maxlengthOf(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!input) throw new Error(`no input ${name}`);
  return /maxLength="(\d+)"/i.exec(input)?.[1];
}

describe("typing limits", () => {
  it("reads each text field's maximum through the contract's preprocess and transform pipes", () => {
    const register = formConstraint(registerForm);
    expect(register.nip?.maxLength).toBe(200);
    expect(register.name_pp?.maxLength).toBe(200);
    expect(register.name_ppk?.maxLength).toBe(200);
    expect(register.name?.maxLength).toBe(50);
    expect(register.phone?.maxLength).toBe(15);
    expect(register.address?.maxLength).toBe(500);
    expect(register.email?.maxLength).toBe(100);
    expect(register.birthdate?.maxLength).toBeUndefined();
    expect(register.nip?.required).toBe(true);
    expect(formConstraint(loginForm).email?.maxLength).toBe(100);
  });

  it("Input limit 201 for the 200-character fields: NIP, Nama PP and Nama PPK take 201 characters", () => {
    const html = renderToStaticMarkup(<RegisterFields />);
    for (const name of ["nip", "name_pp", "name_ppk"]) expect(maxlengthOf(html, name)).toBe("201");
    // One over the rule everywhere, so an over-long value shows its message instead of being cut.
    expect(maxlengthOf(html, "name")).toBe("51");
    expect(maxlengthOf(html, "birthdate")).toBeUndefined();
  });
});
