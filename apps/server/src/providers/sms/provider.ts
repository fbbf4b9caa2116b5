/** Sends one-time codes and notifications by SMS. */
export interface SmsProvider {
  readonly name: string;
  /** True only for the local console provider: the code may then be shown to the user. */
  readonly revealsCodes: boolean;
  sendOtp(phone: string, code: string): Promise<void>;
  send(phone: string, text: string): Promise<void>;
}

export class SmsError extends Error {}
