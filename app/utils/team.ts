// Isomorphic: the team page's address, intents and texts (its route and its tests share them).
export const TEAM_ROUTE = "/profil/tim";
export const INVITATION_ROUTE = "/undangan";

export const TEAM_INTENTS = {
  invite: "invite",
  roles: "member-roles",
  remove: "member-remove",
  revoke: "invitation-revoke",
} as const;

/** `?modal=keluarkan&id=` : the no-JS confirmation of a removal, a page state like the address book's. */
export const REMOVE_MODAL = "keluarkan";

export const teamTexts = {
  rolesSaved: "Peran anggota disimpan",
  removed: "Anggota dikeluarkan dari satuan kerja",
  revoked: "Undangan dibatalkan",
} as const;

export const removeHref = (customerId: number) =>
  `${TEAM_ROUTE}?${new URLSearchParams({ modal: REMOVE_MODAL, id: String(customerId) })}`;

export const invitationHref = (token: string) => `${INVITATION_ROUTE}?${new URLSearchParams({ token })}`;
