import type { FastifyInstance } from "fastify";
import { COMPLAINT_MAX_PROOFS, COMPLAINT_VIDEO_MAX_BYTES, complaintMessages } from "../../contract/complaint";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { sendStored } from "../../http/stored-file";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { proofKey } from "./media";
import { createComplaint, findProof, getComplaint, listComplaints } from "./service";

export function registerComplaintRoutes(app: FastifyInstance, { db, privateStorage: storage }: AppDeps): void {
  route(app, endpoints.listComplaints, async ({ query }, request) =>
    ok(await listComplaints(db, currentCustomer(request).id, query)),
  );
  route(
    app,
    endpoints.createComplaint,
    async ({ body }, request) =>
      ok(await createComplaint(db, storage, currentCustomer(request).id, body), complaintMessages.sent),
    // The proofs (a video may be 50,000,000 bytes) stream to the private storage as they arrive.
    {
      multipart: { fileSize: COMPLAINT_VIDEO_MAX_BYTES, files: COMPLAINT_MAX_PROOFS, fields: 10 },
      spool: storage,
    },
  );
  route(app, endpoints.getComplaint, async ({ params }, request) =>
    ok(await getComplaint(db, currentCustomer(request).id, params.complaintId)),
  );
  route(app, endpoints.getComplaintMedia, async ({ params }, request, reply) => {
    const proof = await findProof(db, currentCustomer(request).id, params.mediaId);
    const key = proofKey(proof.file);
    if (!key) throw notFound();
    // Ranges too: a proof video seeks.
    return sendStored(request, reply, storage, key, {
      contentType: proof.mime,
      cacheControl: "private, no-store",
      extra: { "Content-Disposition": "inline" },
    });
  });
}
