import { ZOptionsResponse } from "@app/contract";
import { tagged } from "../../http/revalidate.ts";
import type { AppInstance } from "../../http/types.ts";

export async function optionRoutes(app: AppInstance) {
  // The lists' tag does not depend on their keys' order (`optionsEtag`): the web app's built-in copy
  // names it, and is answered 304 while no admin has changed the lists.
  app.get("/api/options", { schema: { tags: ["options"], response: { 200: ZOptionsResponse } } }, async (req, reply) => {
    const { lists, etag } = await app.services.options.offered();
    return tagged(req, reply, lists, etag, "public, max-age=60");
  });
}
