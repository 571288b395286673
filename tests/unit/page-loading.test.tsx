import type { Navigation } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageLoadingView, pageLoadingState } from "~/components/chrome/page-loading";

// The page-level loading transition (spec §9 "Loading transition 1000 ms in and 200 ms out"; §8
// "While submitting, an overlay reads 'Mohon tunggu, data sedang diproses'"): what it shows when.

type Nav = Pick<Navigation, "state" | "formMethod" | "formData" | "formAction" | "location">;

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};
const at = (pathname: string, search = "") => ({ pathname, search, hash: "", state: null, key: "k" });
const idle = { state: "idle", location: undefined } as unknown as Nav;
const goingTo = (pathname: string, search = "") =>
  ({ state: "loading", location: at(pathname, search), formMethod: undefined, formData: undefined }) as unknown as Nav;
const posting = (pathname: string, intent: string) =>
  ({
    state: "submitting",
    location: at(pathname),
    formMethod: "POST",
    formAction: pathname,
    formData: form({ intent }),
  }) as unknown as Nav;

describe("pageLoadingState", () => {
  it("shows nothing when no navigation is on its way", () => {
    expect(pageLoadingState(idle, { pathname: "/" })).toBeNull();
  });

  it("a post on its way: the blocking overlay with 'Mohon tunggu, data sedang diproses'", () => {
    expect(pageLoadingState(posting("/profil/tambah-alamat", "save"), { pathname: "/profil/tambah-alamat" })).toEqual({
      kind: "busy",
      text: "Mohon tunggu, data sedang diproses",
    });
  });

  it("the page's reload after a post keeps the overlay", () => {
    const reloading = { ...posting("/checkout", "address"), state: "loading" } as Nav;
    expect(pageLoadingState(reloading, { pathname: "/checkout" })?.kind).toBe("busy");
  });

  it("another page on its way: the loading bar with its note", () => {
    expect(pageLoadingState(goingTo("/produk-detail", "?id_produk=3"), { pathname: "/" })).toEqual({
      kind: "loading",
      text: "Memuat halaman …",
    });
  });

  it("another query of a page with its own indicator is left to that indicator; another page is not", () => {
    const handle = { ownIndicator: true };
    expect(pageLoadingState(goingTo("/produk", "?page=2"), { pathname: "/produk", handle })).toBeNull();
    expect(pageLoadingState(goingTo("/keranjang-belanja"), { pathname: "/produk", handle })?.kind).toBe("loading");
    expect(pageLoadingState(goingTo("/produk", "?page=2"), { pathname: "/produk" })?.kind).toBe("loading");
  });

  it("a quiet intent of the page says so in place; the page's other posts get the overlay", () => {
    const handle = { quietIntents: ["service"] };
    expect(pageLoadingState(posting("/checkout", "service"), { pathname: "/checkout", handle })).toBeNull();
    expect(pageLoadingState(posting("/checkout", "address"), { pathname: "/checkout", handle })?.kind).toBe("busy");
  });
});

describe("PageLoadingView", () => {
  it("idle (the server's page, and every page without JavaScript): a hidden overlay and an empty status", () => {
    const html = renderToString(<PageLoadingView state={null} />);
    expect(html).toContain('class="busy-overlay busy-overlay--loading" aria-hidden="true"');
    expect(html).not.toContain("is-active");
    expect(html).toMatch(/<p class="sr-only" role="status"><\/p>/);
    expect(html).not.toContain("Memuat");
    expect(html).not.toContain("Mohon tunggu");
  });

  it("active: the overlay shows and the status says the text once", () => {
    const html = renderToString(
      <PageLoadingView state={{ kind: "busy", text: "Mohon tunggu, data sedang diproses" }} />,
    );
    expect(html).toContain('class="busy-overlay busy-overlay--busy is-active"');
    expect(html).toMatch(/<p class="sr-only" role="status">Mohon tunggu, data sedang diproses<\/p>/);
  });
});
