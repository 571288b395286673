// The auth module's Indonesian answers (form-field messages live in contract/auth.ts).
export const authTexts = {
  registered: "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.",
  usernameTaken: "Username sudah digunakan",
  emailTaken: "Email sudah terdaftar silahkan gunakan yang lain",
  bothTaken: "Username dan Email sudah terdaftar silahkan gunakan yang lain",
  loggedIn: "Berhasil masuk",
  badCredentials: "Email/Username atau kata sandi salah",
  unverified: "Email Anda belum diverifikasi. Silahkan periksa email Anda atau kirim ulang tautan verifikasi.",
  tooManyAttempts: "Terlalu banyak percobaan masuk. Silahkan coba lagi dalam 15 menit.",
  verified: "Email berhasil diverifikasi, silahkan masuk.",
  checkEmail: "Silahkan periksa email Anda",
  passwordReset: "Kata sandi berhasil diubah, silahkan masuk.",
  loggedOut: "Berhasil keluar",
  foreignRedirect: "Alamat tautan harus berada di situs toko.",
} as const;
