import { request, type FullConfig } from "@playwright/test";
import { adminApiToken, rememberAdminSession } from "./fixtures/admin";

/**
 * Signs the demo admin in once per run, through the API (the first sign-in enrols its authenticator),
 * and keeps the session for every worker: tests open the admin panel with it instead of the sign-in
 * screen, which e2e/admin.spec.ts tests on its own.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0].use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    // The server seeds after it starts answering: the demo admin is added before the demo members, so
    // the first listed ad means it exists (a sign-in attempt before that would count as a failure).
    for (let tries = 0; ; tries++) {
      const ads = await api.get("/api/profile/ad-profiles?page=1&limit=1");
      if (ads.ok() && (await ads.json()).data.profiles.length > 0) break;
      if (tries > 240) throw new Error("the server did not seed its demo data within a minute");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const token = await adminApiToken(api);
    const me = await api.get("/api/admin/me", { headers: { authorization: `Bearer ${token}` } });
    if (me.status() !== 200) throw new Error(`/api/admin/me answered ${me.status()}: ${await me.text()}`);
    rememberAdminSession(token, (await me.json()).data.admin as object);
  } finally {
    await api.dispose();
  }
}
