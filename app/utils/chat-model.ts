// Isomorphic pieces of the chat page: its URLs, texts, the message stamp and the merge of the
// loaded and the polled messages (one entry per id: a message seen twice is shown once).
import type { ChatMessage } from "@contract/chat";

export const CHAT_ROUTE = "/profil/chat";
/** The resource route the page polls with JavaScript (`id` and `date` of the last message held). */
const CHAT_POLL_ROUTE = "/profil/chat/pesan";
/** Spec §9: the chat polls every 3 seconds. */
export const CHAT_POLL_MS = 3_000;
export const SEND_INTENT = "send";
/** The end of the conversation: the no-JS "scroll to bottom" link goes here. */
export const CHAT_END_ID = "chat-akhir";
/** Spec: 'MMM DD, YYYY | HH:mm', in WITA. */
export const CHAT_STAMP_PATTERN = "MMM DD, YYYY | HH:mm";

export const chatTexts = {
  title: "Chat",
  partner: "Admin",
  you: "Anda",
  send: "Kirim pesan",
  sending: "Mengirim…",
  label: "Pesan",
  reload: "Muat ulang",
  toBottom: "Gulir ke pesan terbaru",
  empty: "Belum ada pesan. Silahkan tulis pesan Anda kepada Admin.",
  log: "Percakapan dengan Admin",
} as const;

/** The message box's text when the page is opened from an order (`?invoice=`). */
export const invoicePrefill = (invoice: string) => `Halo Admin, saya ingin bertanya tentang pesanan ${invoice}`;

const byTime = (a: ChatMessage, b: ChatMessage) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** Both lists in time order, each id once (the later copy wins). */
export function mergeMessages(...lists: readonly ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/** The poll's query for the messages after the last one held. */
export function pollHref(last: ChatMessage | undefined): string {
  const query = new URLSearchParams(last ? { id: String(last.id), date: last.created_at } : { id: "0" });
  return `${CHAT_POLL_ROUTE}?${query}`;
}
