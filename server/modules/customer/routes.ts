import type { FastifyInstance } from "fastify";
import { PROFILE_PHOTO_UPLOAD_MAX_BYTES, profileMessages } from "../../contract/customer";
import { endpoints } from "../../contract/endpoints";
import { customerReadKey, type AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { shopLink } from "../auth/links";
import { emailChangedMail, emailChangeVerificationMail } from "../auth/mails";
import type { Tx } from "../../db/client";
import { enqueueMail } from "../mail-outbox/worker";
import { confirmEmailChange } from "./email-change";
import { photoSpool } from "./photo";
import { getProfile, updateProfile, type EmailChange } from "./service";

/** The shop's page that posts the new address's token (a sibling of /verifikasi-email: another token kind). */
const EMAIL_CHANGE_PAGE = "/verifikasi-ganti-email";

export function registerCustomerRoutes(
  app: FastifyInstance,
  { db, publicDir, storage, mailWorker, shopOrigin, cacheDrops }: AppDeps,
): void {
  const spool = photoSpool(publicDir);
  route(app, endpoints.getCustomerProfile, async ({ params }, request) => {
    const customer = currentCustomer(request);
    if (params.userId !== customer.id) throw notFound();
    return ok({ customer: await getProfile(db, customer.id) });
  });
  route(
    app,
    endpoints.updateCustomerProfile,
    async ({ params, body }, request) => {
      const customer = currentCustomer(request);
      if (params.userId !== customer.id) throw notFound();
      let mailed = false;
      const notifyEmailChange = async (tx: Tx, change: EmailChange) => {
        const link = shopLink(shopOrigin, undefined, EMAIL_CHANGE_PAGE, "email")(change.token);
        await enqueueMail(tx, emailChangeVerificationMail(change.newEmail, change.name, link), "email-change-verify");
        await enqueueMail(
          tx,
          emailChangedMail(change.oldEmail, change.name, change.newEmail, `${shopOrigin}/lupa-password`),
          "email-changed",
        );
        mailed = true;
      };
      const context = { db, storage, spooledFile: spool.fileOf, clientIp: request.clientIp, notifyEmailChange };
      const updated = await updateProfile(context, customer.id, request.sessionTokenId, body);
      if (mailed) mailWorker.kick();
      // A new password ended the other sessions; a new username is in each cached one.
      await cacheDrops.publish(
        { t: "sessions", customer: customer.id },
        { t: "read", key: customerReadKey("user", customer.id) },
      );
      return ok({ customer: updated }, profileMessages.saved);
    },
    // One photo, the profile's text fields and the password pair; the photo spools to a local file for sharp.
    { multipart: { fileSize: PROFILE_PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 40 }, spool: spool.storage },
  );
  route(app, endpoints.verifyEmailChange, async ({ body }) => {
    const customerId = await confirmEmailChange(db, body.token);
    await cacheDrops.publish({ t: "read", key: customerReadKey("user", customerId) });
    return ok(null, profileMessages.emailChanged);
  });
}
