// The work unit's people (issue 25, decision 0150): who may take which step of an order. The
// account that registers owns a unit of one holding every role, so every journey of the spec works
// unchanged for one person; the owner invites colleagues and gives them roles.
import * as z from "zod";
import { envelope } from "./envelope";

export const TEAM_ROLES = ["pp", "ppk", "bendahara", "penerima"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The role's title as the papers and the team page write it. */
export const roleTitles: Record<TeamRole, string> = {
  pp: "Pejabat Pengadaan",
  ppk: "Pejabat Pembuat Komitmen",
  bendahara: "Bendahara Pengeluaran",
  penerima: "Penerima Barang",
};

/** The short name used in sentences ("Disetujui oleh Siti Aminah (PPK)"). */
export const roleShortNames: Record<TeamRole, string> = {
  pp: "PP",
  ppk: "PPK",
  bendahara: "Bendahara",
  penerima: "Penerima Barang",
};

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const teamMessages = {
  /** The refusal of a step the caller's roles do not cover (a 403). */
  roleRequired: (role: TeamRole) => `Langkah ini dilakukan oleh ${roleShortNames[role]} satuan kerja Anda.`,
  ownerOnly: "Hanya pemilik satuan kerja yang dapat mengatur anggota.",
  rolesRequired: "Pilih minimal satu peran",
  emailRequired: "Email wajib diisi",
  emailFormat: "Format Email tidak sesuai",
  alreadyMember: "Email ini sudah menjadi anggota satuan kerja Anda",
  lastHolder: (role: TeamRole) => `Peran ${roleTitles[role]} harus dipegang minimal satu anggota satuan kerja.`,
  ownerStays: "Pemilik satuan kerja tidak dapat dikeluarkan.",
  memberNotFound: "Anggota tidak ditemukan",
  invitationInvalid: "Undangan tidak berlaku atau sudah kedaluwarsa.",
  invitationOtherEmail: "Undangan ini ditujukan untuk email lain. Silahkan masuk dengan akun email yang diundang.",
  invitationHasOrders:
    "Akun ini sudah memiliki pesanan atau anggota pada satuan kerjanya sendiri, sehingga tidak dapat bergabung ke satuan kerja lain.",
  invited: "Undangan berhasil dikirim",
  joined: "Anda telah bergabung dengan satuan kerja",
} as const;

const rolesField = z
  .array(z.enum(TEAM_ROLES))
  .min(1, teamMessages.rolesRequired)
  .max(TEAM_ROLES.length)
  .transform((roles) => TEAM_ROLES.filter((role) => roles.includes(role)));

export const inviteForm = z.object({
  email: z
    .string({ error: teamMessages.emailRequired })
    .trim()
    .min(1, teamMessages.emailRequired)
    .max(254, teamMessages.emailFormat)
    .pipe(z.email(teamMessages.emailFormat))
    .transform((email) => email.toLowerCase()),
  roles: rolesField,
});
export type InviteForm = z.output<typeof inviteForm>;

export const memberRolesForm = z.object({ customer_id: z.coerce.number().int().positive(), roles: rolesField });
export const memberRemoveForm = z.object({ customer_id: z.coerce.number().int().positive() });
export const invitationRevokeForm = z.object({ invitation_id: z.coerce.number().int().positive() });
export const invitationAcceptForm = z.object({ token: z.string().trim().min(1).max(200) });

export const teamMember = z.object({
  customer_id: z.number(),
  name: z.string(),
  email: z.string(),
  nip: z.string().nullable(),
  roles: z.array(z.enum(TEAM_ROLES)),
  is_owner: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamInvitation = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(z.enum(TEAM_ROLES)),
  expires_at: z.string(),
});

export const teamAnswer = z.object({
  id: z.number(),
  name: z.string(),
  /** The caller's own roles and whether they own the unit: the pages offer only their steps. */
  my_roles: z.array(z.enum(TEAM_ROLES)),
  is_owner: z.boolean(),
  members: z.array(teamMember),
  invitations: z.array(teamInvitation),
});
export type TeamAnswer = z.infer<typeof teamAnswer>;
export const teamResponse = envelope(teamAnswer);

/** A person of the unit who holds a role the SPK names (issue 25): the SPK form starts from them. */
export const unitOfficial = z.object({ name: z.string(), nip: z.string().nullable() });
export type UnitOfficial = z.infer<typeof unitOfficial>;
export const unitOfficials = z.object({
  /** How many people the unit has: one alone holds every role by default, nominally (decision 0161). */
  members: z.number().int().min(0),
  ppk: z.array(unitOfficial),
  bendahara: z.array(unitOfficial),
});
export type UnitOfficials = z.infer<typeof unitOfficials>;

/**
 * An order of the unit whose next step belongs to one of the caller's roles ("Menunggu tindakan
 * Anda"): what to do, in whose role, and by when where the step has a deadline.
 */
export const waitingOrder = z.object({
  id: z.number().int(),
  invoice: z.string(),
  status: z.string(),
  role: z.enum(TEAM_ROLES),
  /** What to do, in Indonesian ("Lengkapi SPK"). */
  step: z.string(),
  /** ISO 8601 UTC; null when the step has no deadline. */
  deadline: z.string().nullable(),
});
export type WaitingOrder = z.infer<typeof waitingOrder>;
export const waitingResponse = envelope(z.object({ orders: z.array(waitingOrder) }));

/** The steps of the waiting list (`GET team/waiting`), each taken in one role (decision 0152). */
export const waitingSteps = {
  acceptDeal: { role: "ppk", step: "Setujui hasil negosiasi" },
  fillSpk: { role: "ppk", step: "Lengkapi SPK" },
  answerRound: { role: "pp", step: "Tanggapi penawaran penjual" },
  recordReceipt: { role: "penerima", step: "Catat penerimaan barang" },
  pay: { role: "bendahara", step: "Lakukan pembayaran" },
  finishPayment: { role: "bendahara", step: "Selesaikan pembayaran" },
} as const satisfies Record<string, { role: TeamRole; step: string }>;
