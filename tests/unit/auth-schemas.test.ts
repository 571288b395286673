import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { forgotPasswordForm, loginForm, registerForm, resetPasswordForm } from "../../server/contract/auth";
import { validRegistration } from "../helpers/registration";

/** The field errors of one parse: field → messages, as the API and Conform report them. */
function errorsOf(schema: z.ZodType, input: Record<string, unknown>): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

const longer = (length: number, char = "a") => char.repeat(length + 1);

describe("registerForm", () => {
  it("accepts a complete registration and normalises it", () => {
    const parsed = registerForm.parse(validRegistration);
    expect(parsed).toMatchObject({
      email: "budi@example.id",
      gender: true,
      province_id: 73,
      district_id: 7371,
      sub_district_id: 737109,
      setuju: true,
    });
    expect(registerForm.parse({ ...validRegistration, gender: "0" }).gender).toBe(false);
  });

  it.each([
    ["username", "Username tidak boleh kosong"],
    ["name", "Nama tidak boleh kosong"],
    ["instance_name", "Nama Instansi tidak boleh kosong"],
    ["email", "Email tidak boleh kosong"],
    ["password", "Kata sandi tidak boleh kosong"],
    ["password_confirmation", "Konfirmasi kata sandi tidak boleh kosong"],
    ["phone", "Nomor telepon tidak boleh kosong"],
    ["birthdate", "Tanggal lahir tidak boleh kosong"],
    ["lspe", "LPSE tidak boleh kosong"],
    ["kldi", "KLDI tidak boleh kosong"],
    ["gender", "Jenis kelamin tidak boleh kosong"],
    ["province_id", "Provinsi tidak boleh kosong"],
    ["district_id", "Kabupaten/Kota tidak boleh kosong"],
    ["sub_district_id", "Kecamatan tidak boleh kosong"],
    ["address", "Alamat tidak boleh kosong"],
    ["nip", "NIP tidak boleh kosong"],
    ["name_pp", "Nama PP tidak boleh kosong"],
    ["name_ppk", "Nama PPK tidak boleh kosong"],
    ["satker", "Satker tidak boleh kosong"],
    ["receipt_name", "Nama penerima tidak boleh kosong"],
    ["receipt_phone_number", "Nomor telepon penerima tidak boleh kosong"],
  ])("%s: empty, blank or missing gives only '%s'", (field, message) => {
    for (const value of ["", "   ", undefined]) {
      const input: Record<string, unknown> = { ...validRegistration, [field]: value };
      if (value === undefined) delete input[field];
      // A blank password is a password of spaces, not an empty field.
      if (field.startsWith("password") && value === "   ") continue;
      expect(errorsOf(registerForm, input), `${field}=${JSON.stringify(value)}`).toEqual({ [field]: [message] });
    }
  });

  it.each([
    ["email", "budi@", "Format email salah"],
    ["email", "budi example.id", "Format email salah"],
    ["password", "pendek", "Kata sandi minimal memiliki 8 karakter"],
    ["phone", "0812-3456", "Pastikan data yang diinput berupa angka"],
    ["phone", longer(15, "1"), "Nomor telepon terlalu panjang!"],
    ["lspe", "73a1", "Pastikan data yang diinput berupa angka"],
    ["nip", "1990 0102", "Pastikan data yang diinput berupa angka"],
    ["receipt_phone_number", "+62812", "Pastikan data yang diinput berupa angka"],
    ["name", longer(50), "Nama terlalu panjang!"],
    ["instance_name", longer(50), "Nama Instansi terlalu panjang!"],
    ["address", longer(500), "Alamat terlalu panjang!"],
    ["nip", longer(200, "1"), "NIP terlalu panjang!"],
    ["name_pp", longer(200), "Nama PP terlalu panjang!"],
    ["name_ppk", longer(200), "Nama PPK terlalu panjang!"],
    ["username", "budi@example.id", "Username hanya boleh berisi huruf, angka, titik, garis bawah atau tanda hubung"],
    ["birthdate", "1990-02-30", "Tanggal lahir tidak valid"],
    ["birthdate", "02/01/1990", "Tanggal lahir tidak valid"],
    ["birthdate", "2999-01-01", "Tanggal lahir tidak valid"],
    ["gender", "2", "Jenis kelamin tidak valid"],
    ["province_id", "7a", "Pastikan data yang diinput berupa angka"],
  ])("%s = %j → %s", (field, value, message) => {
    const errors = errorsOf(registerForm, {
      ...validRegistration,
      [field]: value,
      ...(field === "password" ? { password_confirmation: value } : {}),
    });
    expect(errors).toEqual({ [field]: [message] });
  });

  it("accepts the longest allowed values", () => {
    const input = {
      ...validRegistration,
      name: "a".repeat(50),
      instance_name: "a".repeat(50),
      phone: "1".repeat(15),
      address: "a".repeat(500),
      nip: "1".repeat(200),
    };
    expect(errorsOf(registerForm, input)).toEqual({});
  });

  it("says when the confirmation differs, even while other fields are still wrong", () => {
    expect(errorsOf(registerForm, { ...validRegistration, password_confirmation: "rahasia124" })).toEqual({
      password_confirmation: ["Konfirmasi kata sandi tidak sama dengan password"],
    });
    const errors = errorsOf(registerForm, { ...validRegistration, name: "", password_confirmation: "lain12345" });
    expect(errors.name).toEqual(["Nama tidak boleh kosong"]);
    expect(errors.password_confirmation).toEqual(["Konfirmasi kata sandi tidak sama dengan password"]);
  });

  it.each([[undefined], [""], ["off"]])("refuses the terms checkbox %j", (setuju) => {
    expect(errorsOf(registerForm, { ...validRegistration, setuju })).toEqual({
      setuju: ["Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku."],
    });
  });

  it("reads JSON numbers like their form spelling", () => {
    const parsed = registerForm.parse({
      ...validRegistration,
      gender: 0,
      province_id: 73,
      district_id: 7371,
      sub_district_id: 737109,
      setuju: true,
    });
    expect(parsed).toMatchObject({ gender: false, province_id: 73, setuju: true });
  });

  it("gives Conform the same messages (empty fields arrive as undefined there)", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...validRegistration, username: "", phone: "08x", setuju: "" }))
      formData.set(name, value);
    const submission = parseWithZod(formData, { schema: registerForm });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      username: ["Username tidak boleh kosong"],
      phone: ["Pastikan data yang diinput berupa angka"],
      setuju: ["Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku."],
    });
  });
});

describe("loginForm", () => {
  it.each([
    [{ email: "", password: "rahasia123" }, { email: ["Email / Username tidak boleh kosong"] }],
    [{ password: "rahasia123" }, { email: ["Email / Username tidak boleh kosong"] }],
    [{ email: "demo", password: "" }, { password: ["Kata sandi tidak boleh kosong"] }],
    [{ email: "demo" }, { password: ["Kata sandi tidak boleh kosong"] }],
    [{ email: "demo", password: "1234567" }, { password: ["Kata sandi minimal memiliki 8 karakter"] }],
    [{ email: "demo", password: "demo12345" }, {}],
    [{ email: "Demo@Pengadaan.test", password: "demo12345" }, {}],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(loginForm, input)).toEqual(expected);
  });
});

describe("forgotPasswordForm", () => {
  it.each([
    [{ email: "" }, { email: ["Email tidak boleh kosong"] }],
    [{}, { email: ["Email tidak boleh kosong"] }],
    [{ email: "demo" }, { email: ["Format email salah"] }],
    [{ email: "demo@pengadaan.test" }, {}],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(forgotPasswordForm, input)).toEqual(expected);
  });
});

describe("resetPasswordForm", () => {
  const token = "x".repeat(43);
  const valid = { email: "demo@pengadaan.test", password: "baru12345", password_confirmation: "baru12345", token };

  it.each([
    [{ email: "" }, { email: ["Email tidak boleh kosong"] }],
    [{ email: "demo" }, { email: ["Format email salah"] }],
    [
      { password: "", password_confirmation: "" },
      { password: ["Password tidak boleh kosong"], password_confirmation: ["Password konfirmasi tidak boleh kosong"] },
    ],
    [{ password: "pendek", password_confirmation: "pendek" }, { password: ["Password minimal memiliki 8 karakter"] }],
    [
      { password_confirmation: "lain12345" },
      { password_confirmation: ["Password konfirmasi tidak sama dengan password"] },
    ],
    [{ token: "" }, { token: ["Tautan reset kata sandi tidak valid atau sudah kedaluwarsa."] }],
    [{}, {}],
  ])("%j → %j", (change, expected) => {
    expect(errorsOf(resetPasswordForm, { ...valid, ...change })).toEqual(expected);
  });
});
