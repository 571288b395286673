// A buyer notice that fails to send is tried again, and a send that keeps failing is logged, never
// thrown at the action that caused it.
import { describe, expect, it, vi } from "vitest";
import { deliverInBackground, type MailMessage, type Mailer } from "../../server/providers/mail";

const message: MailMessage = { to: "budi@contoh.id", subject: "Uji", text: "Halo", html: "<p>Halo</p>" };

function flakyMailer(failures: number): Mailer & { sent: MailMessage[]; tries: number } {
  const mailer = {
    sent: [] as MailMessage[],
    tries: 0,
    async send(mail: MailMessage) {
      mailer.tries++;
      if (mailer.tries <= failures) throw new Error("SMTP sedang bermasalah");
      mailer.sent.push(mail);
    },
  };
  return mailer;
}

const quietLog = () => ({ error: vi.fn(), warn: vi.fn() });

describe("deliverInBackground", () => {
  it("tries again after a failed send and delivers once", async () => {
    const mailer = flakyMailer(2);
    const log = quietLog();
    await expect(deliverInBackground(mailer, message, { log, kind: "uji", delaysMs: [0, 0] })).resolves.toBe(true);
    expect(mailer.sent).toEqual([message]);
    expect(mailer.tries).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("gives up after the last try with one error line naming the kind, not the content", async () => {
    const mailer = flakyMailer(10);
    const log = quietLog();
    await expect(deliverInBackground(mailer, message, { log, kind: "uji", delaysMs: [0, 0] })).resolves.toBe(false);
    expect(mailer.tries).toBe(3);
    expect(log.error).toHaveBeenCalledTimes(1);
    const [details] = log.error.mock.calls[0] as [Record<string, unknown>];
    expect(details).toMatchObject({ mail: "uji", attempts: 3 });
    expect(JSON.stringify(details)).not.toContain("Halo");
  });
});
