import { z } from "zod";
import { eq } from "drizzle-orm";
import { schema } from "@app/db";
import type { AppInstance } from "../../app.ts";
import { notFound } from "../../http/errors.ts";
import { photoRestriction } from "../profiles/photo-access.ts";

/**
 * Photos and videos are served by id only (never by path), with a safe content type, to whoever may
 * see them; everyone else gets the same 404 as for an unknown id, so an id reveals nothing.
 * - Public: approved photos of a member who shows photos to everyone, approved videos.
 * - A valid signed URL (modules/media/links.ts), minted by the endpoints allowed to show the media.
 * - With a bearer token: the owner's own media; approved photos the viewer may see (photo-access.ts).
 * KYC documents are not media rows and are never served here.
 */
export async function mediaRoutes(app: AppInstance) {
  const params = z.object({ id: z.uuid("Unknown photo") });
  const querystring = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });
  const links = app.services.mediaLinks;
  const serve =
    (variant: "main" | "thumb") =>
    async (
      req: { params: { id: string }; query: { exp?: string; sig?: string }; principal: { type: string; id: number } | null },
      reply: any,
    ) => {
      const [row] = await app.deps.db
        .select({
          userId: schema.media.userId,
          kind: schema.media.kind,
          reviewStatus: schema.media.reviewStatus,
          storageKey: schema.media.storageKey,
          thumbKey: schema.media.thumbKey,
          mime: schema.media.mime,
          status: schema.users.accountStatus,
          visibility: schema.adDetails.photoVisibility,
        })
        .from(schema.media)
        .innerJoin(schema.users, eq(schema.users.id, schema.media.userId))
        .leftJoin(schema.adDetails, eq(schema.adDetails.userId, schema.media.userId))
        .where(eq(schema.media.id, req.params.id))
        .limit(1);
      if (!row || row.status === "suspended") throw notFound("Photo not found");

      let cache: string;
      const approved = row.reviewStatus === "approved";
      const viewer = req.principal?.type === "member" ? req.principal.id : null;
      if (req.query.sig !== undefined || req.query.exp !== undefined) {
        const left = links.verify(req.params.id, req.query.exp, req.query.sig);
        if (left === null) throw notFound("Photo not found");
        cache = `private, max-age=${Math.min(left, 86_400)}`;
      } else if (approved && (row.kind === "video" || (row.visibility ?? "everyone") === "everyone")) {
        cache = "public, max-age=3600";
      } else if (
        viewer !== null &&
        (viewer === row.userId || (approved && row.kind === "photo" && (await photoRestriction(app.deps.db, row.userId, viewer)) === null))
      ) {
        cache = "private, no-store";
      } else throw notFound("Photo not found");

      const key = variant === "thumb" && row.thumbKey ? row.thumbKey : row.storageKey;
      const data = await app.deps.storage.get(key);
      if (!data) throw notFound("Photo not found");
      return reply
        .header("Content-Type", variant === "thumb" && row.thumbKey ? "image/webp" : row.mime)
        .header("Cache-Control", cache)
        .header("Vary", "Authorization")
        .header("Content-Disposition", "inline")
        .send(data);
    };
  app.get("/api/media/:id", { schema: { params, querystring, hide: true } }, serve("main"));
  app.get("/api/media/:id/thumb", { schema: { params, querystring, hide: true } }, serve("thumb"));
}
