import { z } from "zod";
import { envelope } from "../../http/errors.ts";
import type { AppInstance } from "../../http/types.ts";
import { RangeNotSatisfiable, type ByteRange } from "../../providers/storage/index.ts";
import type { MediaVariant } from "./media-service.ts";

/** One range of bytes (`bytes=0-1023`, `bytes=1024-`, `bytes=-500`); anything else is ignored and the whole file sent. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? "");
  if (!m || (!m[1] && !m[2])) return undefined;
  if (!m[1]) return { suffix: Number(m[2]) };
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

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
      // A video player seeks with a Range: only those bytes are read from storage and sent (206).
      const file = await media.serve(req.params.id, variant, req.query, viewer, parseRange(req.headers.range)).catch((e) => {
        if (!(e instanceof RangeNotSatisfiable)) throw e;
        return e;
      });
      if (file instanceof RangeNotSatisfiable)
        return reply
          .status(416)
          .header("Content-Range", `bytes */${file.total}`)
          .send(envelope("The requested range is not in the file", "validation_failed"));
      if (file.range) reply.status(206).header("Content-Range", `bytes ${file.range.start}-${file.range.end}/${file.total}`);
      return reply
        .header("Content-Type", file.mime)
        .header("Cache-Control", file.cacheControl)
        .header("Vary", "Authorization")
        .header("Content-Disposition", "inline")
        .header("Accept-Ranges", "bytes")
        .header("Content-Length", file.size)
        .send(file.body);
    });
  }
}
