// Links in account e-mails lead to the shop (the BFF), never elsewhere: a caller-chosen URL on
// another origin would turn the reset mail into a phishing tool (an open redirect by e-mail).
import { badRequest } from "../../http/errors";
import { authTexts } from "./messages";

/**
 * The page a mailed link opens, with `?token=` set: `given` (absolute or a path) when it is on the
 * shop's origin, else a 400 on `field`; `defaultPath` when nothing was given.
 */
export function shopLink(
  shopOrigin: string,
  given: string | undefined,
  defaultPath: string,
  field: string,
): (token: string) => string {
  let url: URL;
  try {
    url = new URL(given || defaultPath, shopOrigin);
  } catch {
    throw badRequest(authTexts.foreignRedirect, { [field]: [authTexts.foreignRedirect] });
  }
  if (url.origin !== shopOrigin) throw badRequest(authTexts.foreignRedirect, { [field]: [authTexts.foreignRedirect] });
  return (token) => {
    const link = new URL(url);
    link.searchParams.set("token", token);
    return link.toString();
  };
}
