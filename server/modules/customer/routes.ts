import type { FastifyInstance } from "fastify";
import { PROFILE_PHOTO_UPLOAD_MAX_BYTES, profileMessages } from "../../contract/customer";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { emailChangedMail } from "../auth/mails";
import { photoSpool } from "./photo";
import { getProfile, updateProfile } from "./service";

export function registerCustomerRoutes(
  app: FastifyInstance,
  { db, publicDir, storage, mailer, shopOrigin }: AppDeps,
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
      const notifyEmailChange = (change: { oldEmail: string; newEmail: string; name: string }) => {
        const message = emailChangedMail(change.oldEmail, change.name, change.newEmail, `${shopOrigin}/lupa-password`);
        mailer
          .send(message)
          .catch((error: unknown) => request.log.error({ err: error, mail: "email-changed" }, "mail delivery failed"));
      };
      const context = { db, storage, spooledFile: spool.fileOf, clientIp: request.clientIp, notifyEmailChange };
      const updated = await updateProfile(context, customer.id, request.sessionTokenId, body);
      return ok({ customer: updated }, profileMessages.saved);
    },
    // One photo, the profile's text fields and the password pair; the photo spools to a local file for sharp.
    { multipart: { fileSize: PROFILE_PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 40 }, spool: spool.storage },
  );
}
