// A local stand-in for Doku (decision 0091), mounted in the API at /doku-sim so `npm start` runs a card
// or e-wallet payment with no account anywhere. It checks a Checkout request's signature as Doku does,
// answers `response.payment.url` to its own hosted page, and there the buttons "Bayar", "Gagalkan" and
// "Biarkan kedaluwarsa" send the signed HTTP notification (SUCCESS, FAILED, EXPIRED) to the API, then
// send the browser back to the shop's return page. It keeps nothing in memory (several API instances
// may serve it): the checkout travels in the page's URL, signed with the secret key.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import * as z from "zod";
import { withRawJson } from "../../http/raw-json";
import { DOKU_CHECKOUT_PATH, DOKU_NOTIFY_PATH } from "./doku";
import { dokuTimestamp, signedHeaders, verifySignature } from "./doku-signature";

export const DOKU_SIMULATOR_PREFIX = "/doku-sim";
export const SIMULATOR_RESULTS = ["SUCCESS", "FAILED", "EXPIRED"] as const;

export type DokuSimulatorOptions = {
  clientId: string;
  secretKey: string;
  /** The simulator's address as browsers reach it (the hosted page's links), e.g. http://127.0.0.1:4000/doku-sim. */
  publicBase: string;
  /** The API's notification URL. */
  notifyUrl: string;
  /**
   * The shop's origin: the only place the simulator sends a browser back to. A checkout whose
   * `callback_url` leads elsewhere is refused, and a sealed one that does (an old key) goes home.
   */
  returnOrigin: string;
  /** Injected by tests (the API through `inject`); global fetch otherwise. */
  fetch?: typeof fetch;
};

const checkoutRequest = z.object({
  order: z.object({
    amount: z.number().int().min(1),
    invoice_number: z.string().min(1).max(64),
    callback_url: z.url({ protocol: /^https?$/ }),
  }),
  payment: z.object({ payment_due_date: z.number().int().min(1) }).optional(),
});

type Session = { invoice: string; amount: number; back: string; expires: number };

const sessionSchema = z.object({
  invoice: z.string(),
  amount: z.number().int(),
  back: z.string(),
  expires: z.number().int(),
});

function onOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

const rupiah = (amount: number) => `Rp. ${new Intl.NumberFormat("id-ID").format(amount)}`;
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function sealer(secretKey: string) {
  const mac = (payload: string) => createHmac("sha256", `doku-sim:${secretKey}`).update(payload).digest("base64url");
  return {
    seal: (session: Session) => {
      const payload = Buffer.from(JSON.stringify(session)).toString("base64url");
      return `${payload}.${mac(payload)}`;
    },
    open: (token: string): Session | null => {
      const [payload, tag] = token.split(".");
      if (!payload || !tag) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(tag);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const parsed = sessionSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
      return parsed.success ? parsed.data : null;
    },
  };
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

const html = (reply: FastifyReply, status: number, markup: string) =>
  reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", "default-src 'none'; form-action *; base-uri 'none'; frame-ancestors 'none'")
    .send(markup);

const witaFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Makassar",
  dateStyle: "long",
  timeStyle: "short",
});

export function registerDokuSimulator(app: FastifyInstance, options: DokuSimulatorOptions): void {
  const { seal, open } = sealer(options.secretKey);
  const send = options.fetch ?? fetch;
  const base = options.publicBase.replace(/\/+$/, "");

  withRawJson(app, (scope) => {
    scope.post(`${DOKU_SIMULATOR_PREFIX}${DOKU_CHECKOUT_PATH}`, async (request, reply) => {
      const header = (name: string) => {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value[0] : value;
      };
      const signed =
        header("Client-Id") === options.clientId &&
        verifySignature(options.secretKey, header("Signature"), {
          clientId: header("Client-Id"),
          requestId: header("Request-Id"),
          timestamp: header("Request-Timestamp"),
          target: `${DOKU_SIMULATOR_PREFIX}${DOKU_CHECKOUT_PATH}`,
          body: request.rawBody ?? Buffer.alloc(0),
        });
      if (!signed) {
        request.log.warn({ doku: "simulator" }, "checkout request with a bad signature refused");
        return reply.code(401).send({ message: ["Invalid Header Signature"] });
      }
      const parsed = checkoutRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: ["Invalid request body"] });
      const { order, payment } = parsed.data;
      if (!onOrigin(order.callback_url, options.returnOrigin))
        return reply.code(400).send({ message: ["Invalid callback_url"] });
      const dueMinutes = payment?.payment_due_date ?? 60;
      const expires = Date.now() + dueMinutes * 60_000;
      const token = seal({ invoice: order.invoice_number, amount: order.amount, back: order.callback_url, expires });
      return reply.send({
        message: ["SUCCESS"],
        response: {
          order: { amount: String(order.amount), invoice_number: order.invoice_number, currency: "IDR" },
          payment: {
            payment_due_date: dueMinutes,
            token_id: randomUUID(),
            url: `${base}/pay?t=${token}`,
            expired_date: new Date(expires).toISOString(),
          },
        },
      });
    });
  });

  // The checkout rides in the query string: a path parameter would be too long for the router.
  app.get<{ Querystring: { t?: string } }>(`${DOKU_SIMULATOR_PREFIX}/pay`, async (request, reply) => {
    const token = typeof request.query.t === "string" ? request.query.t : "";
    const session = open(token);
    if (!session) return html(reply, 404, page("Halaman pembayaran tidak ditemukan", "<p>Tautan tidak valid.</p>"));
    const action = `${base}/pay?t=${token}`;
    const button = (result: string, label: string) =>
      `<form method="post" action="${escape(action)}"><input type="hidden" name="result" value="${result}"><button type="submit">${escape(label)}</button></form>`;
    return html(
      reply,
      200,
      page(
        "Simulator Pembayaran Doku",
        `<p>Halaman ini meniru halaman pembayaran Doku untuk pengembangan; tidak ada uang yang berpindah.</p>
<dl><dt>Nomor invoice</dt><dd>${escape(session.invoice)}</dd><dt>Jumlah</dt><dd>${escape(rupiah(session.amount))}</dd>
<dt>Bayar sebelum</dt><dd>${escape(witaFormat.format(new Date(session.expires)))} WITA</dd></dl>
${button("SUCCESS", "Bayar")}${button("FAILED", "Gagalkan")}${button("EXPIRED", "Biarkan kedaluwarsa")}`,
      ),
    );
  });

  app.post<{ Querystring: { t?: string }; Body: { result?: string } }>(
    `${DOKU_SIMULATOR_PREFIX}/pay`,
    async (request, reply) => {
      const session = open(typeof request.query.t === "string" ? request.query.t : "");
      const result = SIMULATOR_RESULTS.find((value) => value === request.body?.result);
      if (!session || !result)
        return html(reply, 400, page("Permintaan tidak valid", "<p>Tautan atau pilihan tidak valid.</p>"));
      const body = JSON.stringify({
        service: { id: "VIRTUAL_ACCOUNT" },
        acquirer: { id: "SIMULATOR" },
        channel: { id: "VIRTUAL_ACCOUNT_SIMULATOR" },
        order: { invoice_number: session.invoice, amount: session.amount },
        transaction: { status: result, date: dokuTimestamp(new Date()), original_request_id: randomUUID() },
      });
      const headers = signedHeaders(options.secretKey, {
        clientId: options.clientId,
        requestId: randomUUID(),
        timestamp: dokuTimestamp(new Date()),
        target: DOKU_NOTIFY_PATH,
        body,
      });
      try {
        const answer = await send(options.notifyUrl, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        request.log.info(
          { doku: "simulator", invoice: session.invoice, result, status: answer.status },
          "notification sent",
        );
      } catch (error) {
        request.log.error({ err: error, doku: "simulator", invoice: session.invoice }, "notification failed");
        return html(
          reply,
          502,
          page("Notifikasi gagal dikirim", "<p>Simulator tidak dapat menghubungi toko. Silahkan coba lagi.</p>"),
        );
      }
      const back = onOrigin(session.back, options.returnOrigin) ? session.back : `${options.returnOrigin}/`;
      return reply.code(303).header("location", back).send();
    },
  );
}
