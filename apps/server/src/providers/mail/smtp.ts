import { createTransport, type Transporter } from "nodemailer";
import { MailError, type MailMessage, type MailProvider } from "./provider.ts";

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. */
  url: string;
  /** The sender, e.g. `Shubho Bibaho <noreply@shubhobibaho.in>`; a Bengali display name is encoded (RFC 2047). */
  from: string;
};

/**
 * E-mail through an SMTP relay (the provider's, or the company's own), with nodemailer.
 *
 * A pooled transport keeps a few connections open, so a circulation run of many e-mails does not pay a
 * TLS handshake each; timeouts are short, so a relay that hangs fails the send (and the caller's retry
 * path takes over: notifications stay in the outbox with their attempts counted, circulation claims are
 * released for the next run) instead of holding a job for minutes. Nodemailer writes UTF-8 bodies as
 * quoted-printable or base64 and encodes Bengali subjects and display names as RFC 2047 words.
 * A message with `unsubscribeUrl` carries List-Unsubscribe and List-Unsubscribe-Post: mailbox providers
 * ask bulk senders for one-click unsubscription, and without it circulation e-mails go to spam.
 */
export class SmtpMail implements MailProvider {
  readonly name = "smtp";
  private readonly transport: Transporter;
  constructor(private readonly o: SmtpOptions) {
    this.transport = createTransport({
      url: o.url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
    });
  }

  async send(m: MailMessage) {
    try {
      await this.transport.sendMail({
        from: this.o.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.unsubscribeUrl
          ? { list: { unsubscribe: { url: m.unsubscribeUrl } }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
          : {}),
      });
    } catch (e) {
      throw new MailError(`SMTP delivery failed: ${(e as Error).message}`, { cause: e });
    }
  }

  close() {
    this.transport.close();
  }
}
