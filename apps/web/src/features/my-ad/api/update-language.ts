import { ZUserData, type TLanguage, type TSessionUser } from "@app/contract";
import { api } from "@/lib/api";

/** PUT /api/users/me/language: the language of the member's SMS and e-mail. */
export function updateLanguage(language: TLanguage): Promise<{ user: TSessionUser }> {
  return api("/users/me/language", { method: "PUT", body: { language } }, ZUserData);
}
