import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { serverRefusal } from "~/components/forms";
import { Dialog, MessageDialog, RefusalDialog } from "~/components/ui/dialog";
import { isPendingPost } from "~/components/ui/submit-button";
import { parseQuery } from "~/utils/query.server";
import { replyFor } from "~/utils/reply";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("isPendingPost", () => {
  const posting = {
    state: "submitting",
    formMethod: "POST",
    formData: form({ intent: "save" }),
    formAction: "/profil/alamat",
  } as const;
  it("is true for a post on the way, narrowed by intent and action", () => {
    expect(isPendingPost(posting, {})).toBe(true);
    expect(isPendingPost(posting, { intent: "save" })).toBe(true);
    expect(isPendingPost(posting, { intent: "delete" })).toBe(false);
    expect(isPendingPost(posting, { formAction: "/profil/alamat" })).toBe(true);
    expect(isPendingPost(posting, { formAction: "/profil/chat" })).toBe(false);
  });
  it("is false when idle and for a GET form (search, chooser)", () => {
    expect(isPendingPost({ ...posting, state: "idle", formMethod: undefined, formData: undefined }, {})).toBe(false);
    expect(isPendingPost({ ...posting, formMethod: "GET" }, {})).toBe(false);
  });
});

describe("Dialog", () => {
  it("is rendered open by the server, named by its title", () => {
    const html = renderToString(
      <MemoryRouter>
        <Dialog title="Hapus alamat?" closeHref="/profil/alamat" tone="danger">
          <p>Yakin?</p>
        </Dialog>
      </MemoryRouter>,
    );
    expect(html).toMatch(/<dialog open="" class="route-dialog route-dialog--danger" aria-labelledby="([^"]+)"/);
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${id}" class="route-dialog__title">Hapus alamat?</h2>`);
  });
  it("a danger message is an alertdialog described by its message, closed by a method=dialog form", () => {
    const html = renderToString(
      <MemoryRouter>
        <MessageDialog title="Ooops" message="Wilayah tidak sesuai." tone="danger" button="OK" />
      </MemoryRouter>,
    );
    expect(html).toContain('role="alertdialog"');
    const described = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<p id="${described}" class="alert-dialog__message">Wilayah tidak sesuai.</p>`);
    expect(html).toContain('<form method="dialog"');
  });
  it("a server's refusal is rendered open by the server too (no JavaScript needed), a form's own check is not", () => {
    const schema = z.object({ price_nego: z.string().regex(/^\d*$/, "Pastikan data yang diinput berupa angka") });
    const refused = {
      status: "error" as const,
      initialValue: { price_nego: "1000" },
      error: { price_nego: ["Silahkan pilih kurir"] },
    };
    const html = renderToString(
      <MemoryRouter>
        <RefusalDialog message={serverRefusal(refused, schema)} signature={refused} />
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /<dialog open="" class="route-dialog route-dialog--danger alert-dialog alert-dialog--danger" role="alertdialog"/,
    );
    expect(html).toContain("Silahkan pilih kurir");
    const checked = {
      status: "error" as const,
      initialValue: { price_nego: "12ab" },
      error: { price_nego: ["Pastikan data yang diinput berupa angka"] },
    };
    expect(serverRefusal(checked, schema)).toBeUndefined();
    expect(serverRefusal(undefined, schema)).toBeUndefined();
  });
});

describe("replyFor", () => {
  const reply = { intent: "partials", result: { initialValue: { checkout_detail_id: "4" } } };
  it("finds the answer of one form by intent, and of one of several by a field", () => {
    expect(replyFor(reply)).toBe(reply);
    expect(replyFor(reply, "partials")).toBe(reply);
    expect(replyFor(reply, "price-nego")).toBeUndefined();
    expect(replyFor(reply, "partials", { field: "checkout_detail_id", value: 4 })).toBe(reply);
    expect(replyFor(reply, "partials", { field: "checkout_detail_id", value: 5 })).toBeUndefined();
    expect(replyFor(undefined)).toBeUndefined();
    expect(replyFor({ title: "error page" })).toBeUndefined();
  });
});

describe("parseQuery", () => {
  const schema = z.object({ page: z.coerce.number().int().min(1), cart_id: z.array(z.string()).optional() });
  it("parses the query, a repeated key as an array", () => {
    expect(parseQuery(new Request("http://web.test/x?page=2&cart_id=1&cart_id=2"), schema)).toEqual({
      page: 2,
      cart_id: ["1", "2"],
    });
  });
  it("answers a 400 page for a query the schema refuses", () => {
    let thrown: unknown;
    try {
      parseQuery(new Request("http://web.test/x?page=abc"), schema);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init: { status: number } }).init.status).toBe(400);
  });
});
