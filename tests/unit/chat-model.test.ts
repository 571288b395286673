import { chatReplyForm, chatMessages as chatTexts } from "@contract/chat";
import { describe, expect, it } from "vitest";
import { CHAT_STAMP_PATTERN, invoicePrefill, mergeMessages, pollHref } from "~/utils/chat-model";
import { formatDate } from "~/utils/format";

const message = (id: number, created_at: string, is_user = true) => ({ id, message: `m${id}`, is_user, created_at });

describe("chat page model", () => {
  it("merges loaded and polled messages in time order, each id once", () => {
    const loaded = [message(1, "2026-11-01T01:00:00.000Z"), message(3, "2026-11-01T02:00:00.000Z")];
    const polled = [
      message(3, "2026-11-01T02:00:00.000Z"),
      message(2, "2026-11-01T02:00:00.000Z", false),
      message(4, "2026-11-01T03:00:00.000Z"),
    ];
    expect(mergeMessages(loaded, polled).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it("polls after the last message held, or from the start", () => {
    expect(pollHref(message(7, "2026-11-01T03:00:00.000Z"))).toBe(
      "/profil/chat/pesan?id=7&date=2026-11-01T03%3A00%3A00.000Z",
    );
    expect(pollHref(undefined)).toBe("/profil/chat/pesan?id=0");
  });

  it("stamps 'MMM DD, YYYY | HH:mm' in WITA and prefills the invoice question", () => {
    expect(formatDate("2026-09-03T01:15:00.000Z", CHAT_STAMP_PATTERN)).toBe("Sep 03, 2026 | 09:15");
    expect(invoicePrefill("INV/20260930/0016")).toBe(
      "Halo Admin, saya ingin bertanya tentang pesanan INV/20260930/0016",
    );
  });

  it("asks for a message: 'Pesan Wajib Diisi' for an empty or blank box", () => {
    for (const value of ["", "   "]) {
      const parsed = chatReplyForm.safeParse({ message: value });
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([chatTexts.required]);
    }
    expect(chatReplyForm.parse({ message: "  Halo  " })).toEqual({ message: "Halo" });
  });
});
