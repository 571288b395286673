// The conversation with the admin: a log region (new messages are announced politely) that starts
// at its end, a scroll-to-bottom control, and with JavaScript a poll every 3 s for the messages
// after the last one shown. Without JavaScript a 'Muat ulang' link reloads the page instead.
import type { ChatMessage } from "@contract/chat";
import { Link, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatDate } from "~/utils/format";
import {
  CHAT_END_ID,
  CHAT_POLL_MS,
  CHAT_ROUTE,
  CHAT_STAMP_PATTERN,
  chatTexts,
  mergeMessages,
  pollHref,
} from "~/utils/chat-model";

export type ChatPollData = { messages: ChatMessage[] };

export function ChatConversation({ messages: loaded }: { messages: ChatMessage[] }) {
  const hydrated = useHydrated();
  const [polled, setPolled] = useState<ChatMessage[]>([]);
  const poll = useFetcher<ChatPollData>();
  const messages = useMemo(() => mergeMessages(loaded, polled), [loaded, polled]);
  const last = messages.at(-1);
  const next = pollHref(last);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fresh = poll.data?.messages;
    if (fresh && fresh.length > 0) setPolled((held) => [...held, ...fresh]);
  }, [poll.data]);

  // Every 3 s while the page is shown, one poll at a time: a poll under way stops the clock, its
  // answer (or a new newest message) starts it again. A hidden tab skips its turns.
  const { load, state } = poll;
  useEffect(() => {
    if (!hydrated || state !== "idle") return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") load(next);
    }, CHAT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [hydrated, state, next, load]);

  const scrollToBottom = useCallback(() => {
    const element = box.current;
    // scrollHeight is past the end in either scroll direction, so the browser stops at the bottom.
    if (element) element.scrollTop = element.scrollHeight;
  }, []);
  useEffect(() => {
    if (hydrated) scrollToBottom();
  }, [hydrated, last?.id, scrollToBottom]);

  return (
    <div className="chat">
      <div className="chat__head">
        <span className="chat__avatar" aria-hidden="true">
          A
        </span>
        <h2 className="chat__partner">{chatTexts.partner}</h2>
        <div className="chat__tools">
          {hydrated ? (
            <button type="button" className="button button--outline chat__tool" onClick={scrollToBottom}>
              {chatTexts.toBottom}
            </button>
          ) : (
            <>
              <a href={`#${CHAT_END_ID}`} className="button button--outline chat__tool">
                {chatTexts.toBottom}
              </a>
              <Link to={CHAT_ROUTE} className="button button--outline chat__tool">
                {chatTexts.reload}
              </Link>
            </>
          )}
        </div>
      </div>
      {/* Reversed flow: the box opens scrolled to its end, also without JavaScript. Focusable, so it scrolls by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <div ref={box} className="chat__scroller" role="log" aria-live="polite" aria-label={chatTexts.log} tabIndex={0}>
        <div className="chat__flow">
          {messages.length === 0 ? <p className="chat__empty">{chatTexts.empty}</p> : null}
          <ol className="chat__list">
            {messages.map((message) => (
              <ChatBubble key={message.id} message={message} />
            ))}
          </ol>
          <span id={CHAT_END_ID} className="chat__end" />
        </div>
      </div>
    </div>
  );
}

/** The buyer's messages on the left, the admin's on the right (spec), each with its stamp. */
function ChatBubble({ message }: { message: ChatMessage }) {
  const side = message.is_user ? "chat-message--user" : "chat-message--admin";
  return (
    <li className={`chat-message ${side}`}>
      <p className="chat-message__author">{message.is_user ? chatTexts.you : chatTexts.partner}</p>
      <p className="chat-message__text">{message.message}</p>
      <time className="chat-message__time" dateTime={message.created_at}>
        {formatDate(message.created_at, CHAT_STAMP_PATTERN)}
      </time>
    </li>
  );
}
