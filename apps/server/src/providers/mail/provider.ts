/** Sends e-mail to members (notifications, ad circulation). */
export type MailMessage = {
  to: string;
  subject: string;
  /** The plain-text body: every message has one. */
  text: string;
  /** An HTML version of the same body, when the sender has one. */
  html?: string;
  /**
   * The https address that stops this kind of mail for the recipient without signing in: sent as
   * List-Unsubscribe with List-Unsubscribe-Post (one-click, RFC 8058), so mail apps show their own button.
   */
  unsubscribeUrl?: string;
};

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  /** Closes open connections (on shutdown). */
  close?(): void;
}

export class MailError extends Error {}
