// Liveness of the BFF process only: no upstream call, so a slow API never fails the probe.
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
