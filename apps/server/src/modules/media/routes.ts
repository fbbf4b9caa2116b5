import { z } from "zod";
import type { AppInstance } from "../../http/types.ts";
import type { MediaVariant } from "./media-service.ts";

/** Photos and videos by id; who may see which is decided by the media service. */
export async function mediaRoutes(app: AppInstance) {
  const params = z.object({ id: z.uuid("Unknown photo") });
  const querystring = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });
  const { media } = app.services;
  const schema = { params, querystring, hide: true };

  for (const [path, variant] of [
    ["/api/media/:id", "main"],
    ["/api/media/:id/medium", "medium"],
    ["/api/media/:id/thumb", "thumb"],
  ] as const satisfies [string, MediaVariant][]) {
    app.get(path, { schema }, async (req, reply) => {
      const viewer = req.principal?.type === "member" ? req.principal.id : null;
      const file = await media.serve(req.params.id, variant, req.query, viewer);
      return reply
        .header("Content-Type", file.mime)
        .header("Cache-Control", file.cacheControl)
        .header("Vary", "Authorization")
        .header("Content-Disposition", "inline")
        .header("Content-Length", file.size)
        .send(file.body);
    });
  }
}
