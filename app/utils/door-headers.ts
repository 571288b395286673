// Isomorphic (the web server imports it too): what the web server's door writes into every request
// before Remix sees it. It overwrites whatever a client sent under these names, so loaders may trust
// them when the app runs behind that server (`npm start`, `npm run dev`, e2e).

/** One id for the whole page: every loader, action and API call of the request logs it. */
export const REQUEST_ID_HEADER = "X-Request-Id";
/** The client's address as the door saw it (socket, or the TRUST_PROXY-th X-Forwarded-For hop). */
export const CLIENT_IP_HEADER = "X-Shop-Client-Ip";

/** What the web server passes as Remix's load context. */
export type DoorContext = { requestId: string; clientIp: string };
