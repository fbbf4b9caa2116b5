import { z } from "zod";
import { eq } from "drizzle-orm";
import { schema } from "@app/db";
import type { AppInstance } from "../../app.ts";
import { notFound } from "../../http/errors.ts";

/** Photos are served by id only (never by path), with a safe content type. */
export async function mediaRoutes(app: AppInstance) {
  const params = z.object({ id: z.uuid("Unknown photo") });
  const serve = (variant: "main" | "thumb") => async (req: { params: { id: string } }, reply: any) => {
    const [row] = await app.deps.db
      .select({ storageKey: schema.media.storageKey, thumbKey: schema.media.thumbKey, mime: schema.media.mime, status: schema.users.accountStatus })
      .from(schema.media)
      .innerJoin(schema.users, eq(schema.users.id, schema.media.userId))
      .where(eq(schema.media.id, req.params.id))
      .limit(1);
    if (!row || row.status === "suspended") throw notFound("Photo not found");
    const key = variant === "thumb" && row.thumbKey ? row.thumbKey : row.storageKey;
    const data = await app.deps.storage.get(key);
    if (!data) throw notFound("Photo not found");
    return reply
      .header("Content-Type", variant === "thumb" && row.thumbKey ? "image/webp" : row.mime)
      .header("Cache-Control", "public, max-age=86400")
      .header("Content-Disposition", "inline")
      .send(data);
  };
  app.get("/api/media/:id", { schema: { params: params, hide: true } }, serve("main"));
  app.get("/api/media/:id/thumb", { schema: { params: params, hide: true } }, serve("thumb"));
}
