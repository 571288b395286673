import { DEMO_LOGIN } from "./server/db/seed/demo";
const web = "http://127.0.0.1:3600";
const cookies = new Map<string, string>();
const keep = (res: Response) => { for (const h of res.headers.getSetCookie()) { const [p] = h.split(";"); const i = p.indexOf("="); cookies.set(p.slice(0, i), p.slice(i + 1)); } };
const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
let res = await fetch(web + "/login", { headers: { cookie: jar() } }); keep(res);
const html = await res.text();
const form = new URLSearchParams();
for (const m of html.matchAll(/<input[^>]*>/g)) { const name = /name="([^"]+)"/.exec(m[0])?.[1]; if (name && !m[0].includes('type="checkbox"')) form.append(name, /value="([^"]*)"/.exec(m[0])?.[1] ?? ""); }
form.set("email", DEMO_LOGIN.email); form.set("password", DEMO_LOGIN.password); form.set("intent", "login");
res = await fetch(web + "/login", { method: "POST", body: form, headers: { cookie: jar(), "content-type": "application/x-www-form-urlencoded", origin: web }, redirect: "manual" }); keep(res);
console.log(jar());
