import { getSetting } from "~/services/setting.server";
import { sanitizeHtml, withoutRepeatedTitle } from "~/utils/sanitize.server";

type HtmlSettingKey = "about" | "tac" | "pp";

/** Loader data of an information page whose body is one HTML text of the settings. */
export async function loadSettingsHtml(request: Request, key: HtmlSettingKey, title: string) {
  const setting = await getSetting(request);
  return { title, html: withoutRepeatedTitle(sanitizeHtml(setting[key]), title) };
}
