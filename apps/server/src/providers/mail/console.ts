import type { MailMessage, MailProvider } from "./provider.ts";

type Log = { info: (obj: object, msg: string) => void };

/** Local default: writes e-mails to the log and keeps them (tests read `sent`). */
export class ConsoleMail implements MailProvider {
  readonly name = "console";
  readonly sent: MailMessage[] = [];
  constructor(private readonly log?: Log) {}
  async send(message: MailMessage) {
    this.sent.push(message);
    this.log?.info({ to: message.to.replace(/^(.).*(@.*)$/, "$1***$2"), subject: message.subject }, "E-mail (console provider)");
  }
}
