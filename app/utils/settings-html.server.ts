import { getSetting } from "~/services/setting.server";
import { sanitizeHtml, shiftHeadings, withoutRepeatedTitle } from "~/utils/sanitize.server";

type HtmlSettingKey = "about" | "tac" | "pp";

/** Loader data of an information page whose body is one HTML text of the settings. */
export async function loadSettingsHtml(request: Request, key: HtmlSettingKey, title: string) {
  const setting = await getSetting(request);
  // Headings shift again once the repeated title is gone, so the body starts at h2 under the page's h1.
  return { title, html: shiftHeadings(withoutRepeatedTitle(sanitizeHtml(setting[key]), title)) };
}
