// Chat with the shop admin (profile area). Spread into `endpoints` (endpoints.ts).
import {
  chatAjaxBody,
  chatAjaxResponse,
  chatDetailResponse,
  chatReplyForm,
  chatReplyResponse,
  chatUnreadResponse,
} from "./chat";
import type { Endpoint } from "./endpoint";

export const chatEndpoints = {
  getChat: {
    method: "GET",
    path: "usermanagement/chat/detail",
    summary:
      "The caller's conversation with the admin, oldest first (data.data, data.dateUpdate); marks the admin's messages read",
    auth: "buyer",
    response: chatDetailResponse,
  },
  pollChat: {
    method: "POST",
    path: "usermanagement/chat/ajax-request",
    summary:
      "The caller's messages after the cursor (form: id and date of the last one held); marks the admin's among them read",
    auth: "buyer",
    encoding: "form",
    body: chatAjaxBody,
    response: chatAjaxResponse,
  },
  sendChat: {
    method: "POST",
    path: "usermanagement/chat/reply",
    summary: "Sends a message to the admin (form: message, trimmed, 1 to 1000 characters)",
    auth: "buyer",
    encoding: "form",
    body: chatReplyForm,
    response: chatReplyResponse,
  },
  countUnreadChat: {
    method: "GET",
    path: "usermanagement/chat/unread",
    summary:
      "How many of the admin's messages the caller has not read (not in the spec's table; the side menu's badge)",
    auth: "buyer",
    response: chatUnreadResponse,
  },
} satisfies Record<string, Endpoint>;
