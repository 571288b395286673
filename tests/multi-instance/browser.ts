// A browser's part, over plain HTTP: one cookie jar that may talk to either web server (they share
// SESSION_SECRET and PUBLIC_ORIGIN, as a load balancer would send a visitor to either), and forms
// filled from the page's own fields (CSRF token and honeypot included), posted with the shop's Origin.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_all, name: string) => ENTITIES[name]);
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : undefined;
};

/** The `<form>` of `html` whose markup contains `marker` (an action, an intent). */
export function formWith(html: string, marker: string): string {
  const form = [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes(marker));
  if (!form) throw new Error(`no form with ${marker} on the page`);
  return form;
}

/** What the form would send untouched: its inputs' values and each select's chosen option; no files, no passwords. */
export function fieldsOf(form: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || ["file", "password", "submit", "button", "image"].includes(type)) continue;
    if ((type === "checkbox" || type === "radio") && !/\schecked(=|\s|>|\/)/.test(tag)) continue;
    fields.set(name, attribute(tag, "value") ?? "");
  }
  for (const [, open, body] of form.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attribute(open, "name");
    if (!name) continue;
    const options = [...body.matchAll(/<option\b[^>]*>/g)].map((m) => m[0]);
    const chosen = options.find((option) => /\sselected(=|\s|>|\/)/.test(option)) ?? options[0];
    fields.set(name, chosen ? (attribute(chosen, "value") ?? "") : "");
  }
  return fields;
}

export type Answer = { status: number; location: string | null; type: string; body: Buffer; text: () => string };

export function browser(publicOrigin: string) {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      // An expired cookie (logout) is a deletion.
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), value);
    }
  };
  const jar = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const answer = async (res: Response): Promise<Answer> => {
    keep(res);
    const body = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      location: res.headers.get("location"),
      type: res.headers.get("content-type") ?? "",
      body,
      text: () => body.toString("utf8"),
    };
  };
  return {
    jar,
    async get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
      return answer(await fetch(url, { headers: { cookie: jar(), ...headers }, redirect: "manual" }));
    },
    /** Posts `fields` as a browser's form: urlencoded, or multipart when a file is among them. */
    async post(url: string, fields: Map<string, string | File>): Promise<Answer> {
      const hasFile = [...fields.values()].some((value) => typeof value !== "string");
      let body: FormData | URLSearchParams;
      if (hasFile) {
        const form = new FormData();
        for (const [name, value] of fields) form.append(name, value);
        body = form;
      } else {
        body = new URLSearchParams([...fields] as [string, string][]);
      }
      return answer(
        await fetch(url, {
          method: "POST",
          body,
          headers: { cookie: jar(), origin: publicOrigin },
          redirect: "manual",
        }),
      );
    },
  };
}

export type Browser = ReturnType<typeof browser>;
