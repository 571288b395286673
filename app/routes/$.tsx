import { data } from "@remix-run/node";

// The root error boundary shows the bare 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

// A default export keeps this a document route, so the error boundary renders.
export default function NotFoundRoute() {
  return null;
}
