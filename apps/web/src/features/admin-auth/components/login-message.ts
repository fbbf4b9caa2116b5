import i18n from "@/lib/i18n";
import { ApiError } from "@/lib/api";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";

/** A failed sign-in step's message in the chosen language (a network failure says so). */
export const message = (e: unknown) =>
  e instanceof ApiError ? localizeMessage(e.message, e.code) : i18n.t("login.network", { ns: adminNs });
/** A form rule's message (English in the contract) in the chosen language. */
export const ruleMessage = (m: string | undefined) => (m ? localizeMessage(m) : null);
