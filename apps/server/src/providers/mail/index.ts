export type { MailMessage, MailProvider } from "./provider.ts";
export { MailError } from "./provider.ts";
export { ConsoleMail } from "./console.ts";
