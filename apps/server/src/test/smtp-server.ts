import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { SmtpMail } from "../providers/mail/smtp.ts";
import { createTestApp } from "./harness.ts";

/**
 * A local SMTP relay for tests, on 127.0.0.1 and a free port: it takes mail for anyone (user `mailer`,
 * password `secret`), keeps each message parsed as it arrived, and refuses an address put in
 * `refuseOnce` the first time (450, as a busy mailbox or a relay over its rate does).
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const refuseOnce = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === "mailer" && auth.password === "secret" ? done(null, { user: "mailer" }) : done(new Error("Invalid login")),
    onRcptTo: (address, _session, done) => {
      if (!refuseOnce.delete(address.address)) return done();
      done(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 450 }));
    },
    onData: (stream, _session, done) => {
      simpleParser(stream)
        .then((m) => (received.push(m), done()))
        .catch(done);
    },
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    refuseOnce,
    /** The messages that reached one address. */
    to: (address: string) => received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0].address === address),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** A header's raw value as it travelled (encoded words and all). */
export const rawHeader = (m: ParsedMail, name: string) => m.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");

/** The sender (a Bengali display name, so that its encoding is checked) and site address of the SMTP tests. */
export const testMailFrom = "শুভ বিবাহ <noreply@shubhobibaho.example>";
export const testPublicUrl = "https://shubhobibaho.example";

/** A test app whose e-mail goes through a local relay; `close` ends the app, the transport and the relay. */
export async function appWithSmtpRelay() {
  const relay = await startSmtpServer();
  const smtp = new SmtpMail({ url: relay.url, from: testMailFrom });
  const t = await createTestApp({ mailProvider: smtp, env: { PUBLIC_URL: testPublicUrl } });
  const close = async () => {
    smtp.close();
    await t.close();
    await relay.close();
  };
  return { relay, smtp, t, close };
}
