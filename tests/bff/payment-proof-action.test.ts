import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/_shop.example.bpd-payment";
import { postForm, setTestEnv, useMockUpstream } from "./helpers";

// The bank page's proof upload through the form loop, msw as the API: the API's content check
// (an HTML file named .jpg) answers beside the file with the spec's message, a proof over
// 2,048,000 bytes never reaches the API, an empty post reads 'mohon untuk mengisi data terlebih
// dahulu', and the one log line describes the file without its bytes.

const base = "http://api.payment-proof.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();
const url = "http://web.test/example/bpd-payment?id_transaksi=12";

type Reply = {
  data: { alert?: string; result: { error?: Record<string, string[]> } };
  init: { status: number };
};

const post = (fields: [string, string | File][]) => postForm(action, url, fields);

const secret = "<html><script>alert('bukan gambar')</script></html>";
const textFields: [string, string][] = [
  ["intent", "proof"],
  ["account_name", "Budi Santoso"],
  ["account_number", "0012345678"],
  ["bank_name", "BPD Bali"],
];

describe("the payment proof", () => {
  it("shows the API's format message for an HTML file named .jpg, and logs the file without its content", async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${base}/transaction/payment/proof-of-payment`, () => {
        calls.push("proof");
        const message = "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)";
        return HttpResponse.json({ status: false, message, data: { image: [message] } }, { status: 422 });
      }),
    );
    const fake = new File([secret], "bukti.jpg", { type: "image/jpeg" });
    const { response, lines } = await post([...textFields, ["image", fake]]);
    const reply = response as Reply;
    expect(calls).toEqual(["proof"]);
    expect(reply.init.status).toBe(422);
    expect(reply.data.result.error?.image).toEqual(["Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      route: "/example/bpd-payment",
      intent: "proof",
      outcome: "upstream_error",
      upstreamStatus: 422,
      // Refused: the file's type and size, not its name (decision 0158), never its content.
      files: { image: { type: "image/jpeg", size: secret.length } },
    });
    expect(lines[0]?.fieldNames).toContain("image");
    expect(JSON.stringify(lines)).not.toContain("bukti.jpg");
    expect(JSON.stringify(lines)).not.toContain("bukan gambar");
  });

  it("refuses a proof over 2,048,000 bytes with the spec's message and never calls the API", async () => {
    const big = new File([new Uint8Array(2_048_001)], "bukti.png", { type: "image/png" });
    const { response, lines } = await post([...textFields, ["image", big]]);
    const reply = response as Reply;
    expect([400, 413]).toContain(reply.init.status);
    expect(reply.data.result.error?.image).toEqual(["Ukuran format Gambar anda lebih dari 2mb"]);
    expect(lines).toHaveLength(1);
  });

  it("answers an empty post with every field's required message (the page adds 'mohon untuk mengisi data terlebih dahulu')", async () => {
    const { response, lines } = await post([["intent", "proof"]]);
    const reply = response as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      account_name: ["Atas Nama Wajib Diisi"],
      account_number: ["No Rekening Wajib Diisi"],
      bank_name: ["Nama Bank Wajib Diisi"],
      image: ["Anda belum Memasukkan Bukti Pembayaran"],
    });
    expect(lines).toEqual([expect.objectContaining({ outcome: "invalid" })]);
  });

  it("sends a good proof's fields and file on, and keeps the API's refusal on the page", async () => {
    const sent: FormData[] = [];
    server.use(
      http.post(`${base}/transaction/payment/proof-of-payment`, async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json(
          { status: false, message: "Data pembayaran tidak ditemukan", data: null },
          { status: 409 },
        );
      }),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "bukti.png", {
      type: "image/png",
    });
    const { response } = await post([...textFields, ["image", png]]);
    expect(sent[0]?.get("id")).toBe("12");
    expect(sent[0]?.get("account_number")).toBe("0012345678");
    expect((sent[0]?.get("image") as File).size).toBe(8);
    expect((response as Reply).data.alert).toBe("Data pembayaran tidak ditemukan");
  });
});
