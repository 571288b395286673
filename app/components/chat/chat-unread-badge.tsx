/**
 * The side menu's count of the admin's unread messages. It sits beside the Chat link (drawn over its
 * end) and describes it (`aria-describedby`): the link is still named "Chat" and screen readers add
 * "3 pesan belum dibaca".
 */
export function ChatUnreadBadge({ id, count }: { id: string; count: number }) {
  if (count <= 0) return null;
  return (
    <span id={id} className="chat-badge">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{count} pesan belum dibaca</span>
    </span>
  );
}
