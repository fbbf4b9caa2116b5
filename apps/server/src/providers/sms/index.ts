export type { SmsProvider } from "./provider.ts";
export { SmsError } from "./provider.ts";
export { ConsoleSms } from "./console.ts";
export { Msg91Sms } from "./msg91.ts";
