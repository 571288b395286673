// /profil/komplain/media/:id: one complaint proof (image or video), for its owner only. Complaint
// media are private (design §5): the API answers 404 to anyone else, and they never go through the
// public /storage/ route. A resource route: no page, the bytes with the sniffed type.
import { idParam } from "@contract/envelope";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchComplaintMedia } from "~/services/complaint.server";
import { requireUser } from "~/utils/auth.server";

// A proof must never run as a page of this origin, nor be kept by a shared cache.
const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "Cache-Control": "private, no-store",
};

const texts: Record<number, string> = {
  404: "Not Found",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = idParam.safeParse(params.id);
  if (!id.success) return plain(404);
  const media = await fetchComplaintMedia(request, id.data);
  if (media.status !== 200) return plain(media.status);
  const headers = new Headers(securityHeaders);
  media.headers.forEach((value, name) => headers.set(name, value));
  headers.set("Content-Disposition", "inline");
  return new Response(media.body, { status: 200, headers });
}

function plain(status: number) {
  return new Response(texts[status] ?? "Error", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...securityHeaders },
  });
}
