// Chat with the shop admin (profile area /profil/chat). The reply form's schema is shared with the
// BFF's Conform form, so both sides answer an empty message with the spec's 'Pesan Wajib Diisi'.
import * as z from "zod";
import { envelope } from "./envelope";

export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export const chatMessages = {
  required: "Pesan Wajib Diisi",
  tooLong: `Pesan terlalu panjang! Maksimal ${CHAT_MESSAGE_MAX_LENGTH} karakter.`,
  invalidDate: "Tanggal tidak valid.",
} as const;

/** `POST usermanagement/chat/reply` (and the admin's answer): the message, trimmed. */
export const chatReplyForm = z.object({
  message: z
    .string({ error: chatMessages.required })
    .trim()
    .min(1, chatMessages.required)
    .max(CHAT_MESSAGE_MAX_LENGTH, chatMessages.tooLong),
});
export type ChatReplyForm = z.output<typeof chatReplyForm>;

/** Spec §3: id, message, is_user (true: the buyer wrote it; false: the admin), created_at (ISO, UTC). */
export const chatMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  is_user: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * A conversation (or the part of it after a cursor), oldest first. `dateUpdate`: the newest message's
 * `created_at` (the cursor's `date` for the next `ajax-request`), or the cursor given when nothing is new;
 * null for an empty conversation.
 */
export const chatPage = z.object({ data: z.array(chatMessage), dateUpdate: z.string().nullable() });
export type ChatPage = z.infer<typeof chatPage>;

/** `GET usermanagement/chat/detail`: the whole conversation; reading it marks the admin's messages read. */
export const chatDetailResponse = envelope(chatPage);

const asOptionalText = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * `POST usermanagement/chat/ajax-request` (form): the cursor of the last message the page holds,
 * `id` and `date` (its `created_at`, i.e. the last `dateUpdate`); both empty: from the start.
 * Messages after (date, id) come back, the ties on `date` told apart by `id`.
 */
export const chatAjaxBody = z.object({
  id: z.preprocess(asOptionalText, z.coerce.number().int().min(0).max(2_147_483_647).default(0)),
  date: z.preprocess(asOptionalText, z.iso.datetime({ offset: true, error: chatMessages.invalidDate }).optional()),
});
export type ChatAjaxBody = z.output<typeof chatAjaxBody>;
export const chatAjaxResponse = envelope(chatPage);

/** `POST usermanagement/chat/reply`: the stored message. */
export const chatReplyResponse = envelope(chatMessage);

/** `GET usermanagement/chat/unread`: the admin's messages the buyer has not read yet (the side menu's badge). */
export const chatUnreadResponse = envelope(z.object({ unread: z.number().int().min(0) }));
