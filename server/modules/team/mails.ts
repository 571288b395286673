// The invitation mail: who invites, to which unit, with which roles, and the link (valid INVITATION_DAYS).
import { INVITATION_DAYS, roleTitles } from "../../contract/team";
import { compose } from "../auth/mails";
import type { Invitation } from "./service";

export const invitationMail = (invitation: Invitation, link: string) =>
  compose(
    invitation.email,
    `Undangan bergabung dengan ${invitation.unitName}`,
    invitation.email,
    [
      `${invitation.inviterName} mengundang Anda bergabung dengan satuan kerja ${invitation.unitName} di Toko Pengadaan.`,
      `Peran Anda: ${invitation.roles.map((role) => roleTitles[role]).join(", ")}.`,
      `Masuk atau daftar dengan alamat email ini, lalu terima undangan. Tautan ini berlaku selama ${INVITATION_DAYS} hari.`,
    ],
    "Terima undangan",
    link,
    "Jika Anda tidak mengenal pengundang, abaikan email ini.",
  );
