/** Sends e-mail to members (notifications, ad circulation). */
export type MailMessage = { to: string; subject: string; text: string };

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export class MailError extends Error {}
