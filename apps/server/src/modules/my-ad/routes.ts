import {
  photoLimits,
  uploadTypes,
  ZMyAdResponse,
  ZPhotosResponse,
  ZPrivacySettingsRequest,
  ZPrivacySettingsResponse,
  ZUpdateMyAdRequest,
  ZUpdateMyAdResponse,
  ZUpdatePhotosRequest,
  ZMediaIdParams,
  ZPartnerPreferencesRequest,
  ZPartnerPreferencesResponse,
  ZPhotoRequestIdParams,
  ZRefusedMediaParams,
  ZRefusedMediaQuery,
  ZRefusedMediaResponse,
  ZPhotoRequestResponse,
  ZPhotoRequestsResponse,
  ZProfileIdParams,
  ZRespondPhotoRequest,
  ZUploadResponse,
  ZVideosResponse,
  videoLimits,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import type { Readable } from "node:stream";
import { z } from "zod";
import { badRequest, fieldError } from "../../http/errors.ts";
import { refuseUpload, tooLarge, uploadName } from "../media/image-service.ts";

const member = { tags: ["my-ad"], security: [{ bearer: [] }] };

/** Members manage their own ad: Edit My Ad, gallery, contact privacy. */
export async function myAdRoutes(app: AppInstance) {
  const { myAd, adPrivacy, photos, videos, photoRequests, partner } = app.services;

  app.get("/api/profiles/me", { ...memberOnly, schema: { ...member, response: { 200: ZMyAdResponse } } }, async (req) => ({
    success: true as const,
    data: { ad: await myAd.get(requirePrincipal(req).id) },
  }));

  // Every field error of the body comes back at once, on its field (http/errors.ts), then the service checks the choices.
  app.put(
    "/api/profiles/update",
    { ...memberOnly, schema: { ...member, body: ZUpdateMyAdRequest, response: { 200: ZUpdateMyAdResponse } } },
    async (req) => {
      const data = await myAd.update(requirePrincipal(req).id, req.body);
      return {
        success: true as const,
        message: data.pendingApproval
          ? "Profile updated successfully! Changes to name, date of birth or gender will show on your ad once an admin approves them."
          : "Profile updated successfully!",
        data,
      };
    },
  );

  app.put(
    "/api/profiles/photos",
    { ...memberOnly, schema: { ...member, body: ZUpdatePhotosRequest, response: { 200: ZPhotosResponse } } },
    async (req) => ({
      success: true as const,
      message: "Photos updated",
      data: { photos: await photos.arrange(requirePrincipal(req).id, req.body.photos) },
    }),
  );

  // Photos (type=profile, the default) are checked and re-encoded in memory (5 MB at most); videos
  // (type=video, sent before the file) are streamed to storage and checked by content on the way.
  app.post(
    "/api/upload",
    {
      ...memberOnly,
      schema: { ...member, consumes: ["multipart/form-data"], response: { 200: z.union([ZUploadResponse, ZVideosResponse]) } },
    },
    async (req) => {
      const userId = requirePrincipal(req).id;
      if (!req.isMultipart()) throw badRequest("Send the file as multipart/form-data");
      let type = "profile";
      let photo: { data: Buffer; name: string } | null = null;
      let videoList: Awaited<ReturnType<typeof videos.list>> | null = null;
      for await (const part of req.parts({ limits: { fileSize: videoLimits.maxBytes + 1, files: 1, fields: 5, fieldSize: 100 } })) {
        if (part.type === "field") {
          if (part.fieldname === "type") type = String(part.value);
          continue;
        }
        if (part.fieldname !== "file") {
          part.file.resume();
          throw fieldError(part.fieldname, "Upload the file under the field name file");
        }
        if (!(uploadTypes as readonly string[]).includes(type)) {
          part.file.resume();
          throw fieldError("type", "Unknown upload type. Use profile or video.");
        }
        if (type === "video") videoList = await videos.add(userId, part.file);
        else {
          const name = uploadName(part.filename, 0);
          photo = { data: await readLimited(part.file, photoLimits.maxBytes, name), name };
        }
      }
      if (videoList)
        return { success: true as const, message: "Video uploaded. It will go live once approved.", data: { videos: videoList } };
      if (!photo?.data.length) throw fieldError("file", "Please choose a file to upload");
      const data = await photos.add(userId, photo.data, photo.name);
      return { success: true as const, message: "Photo uploaded. It will appear on your ad once approved.", data };
    },
  );

  app.get("/api/profiles/videos", { ...memberOnly, schema: { ...member, response: { 200: ZVideosResponse } } }, async (req) => ({
    success: true as const,
    data: { videos: await videos.list(requirePrincipal(req).id) },
  }));

  app.delete(
    "/api/profiles/videos/:id",
    { ...memberOnly, schema: { ...member, params: ZMediaIdParams, response: { 200: ZVideosResponse } } },
    async (req) => ({
      success: true as const,
      message: "Video deleted",
      data: { videos: await videos.remove(requirePrincipal(req).id, req.params.id) },
    }),
  );

  app.get(
    "/api/profiles/refused-media",
    { ...memberOnly, schema: { ...member, querystring: ZRefusedMediaQuery, response: { 200: ZRefusedMediaResponse } } },
    async (req) => ({ success: true as const, data: { refused: await photos.refused(requirePrincipal(req).id, req.query.kind) } }),
  );

  app.delete(
    "/api/profiles/refused-media/:id",
    { ...memberOnly, schema: { ...member, params: ZRefusedMediaParams, response: { 200: ZRefusedMediaResponse } } },
    async (req) => ({ success: true as const, data: { refused: await photos.dismiss(requirePrincipal(req).id, req.params.id) } }),
  );

  app.get(
    "/api/profiles/privacy-settings",
    { ...memberOnly, schema: { ...member, response: { 200: ZPrivacySettingsResponse } } },
    async (req) => ({
      success: true as const,
      data: await adPrivacy.getPrivacy(requirePrincipal(req).id),
    }),
  );

  app.put(
    "/api/profiles/privacy-settings",
    { ...memberOnly, schema: { ...member, body: ZPrivacySettingsRequest, response: { 200: ZPrivacySettingsResponse } } },
    async (req) => ({
      success: true as const,
      message: "Privacy settings updated",
      data: await adPrivacy.updatePrivacy(requirePrincipal(req).id, req.body.privacySettings),
    }),
  );

  app.get(
    "/api/profiles/photo-requests",
    { ...memberOnly, schema: { ...member, response: { 200: ZPhotoRequestsResponse } } },
    async (req) => ({
      success: true as const,
      data: await photoRequests.list(requirePrincipal(req).id),
    }),
  );

  app.post(
    "/api/profiles/:id/photo-request",
    { ...memberOnly, schema: { ...member, params: ZProfileIdParams, response: { 200: ZPhotoRequestResponse } } },
    async (req) => {
      const data = await photoRequests.send(requirePrincipal(req).id, req.params.id);
      return {
        success: true as const,
        message: data.alreadyRequested ? "You have already asked to see these photos" : "Photo request sent",
        data,
      };
    },
  );

  app.put(
    "/api/profiles/photo-requests/:requestId",
    {
      ...memberOnly,
      schema: { ...member, params: ZPhotoRequestIdParams, body: ZRespondPhotoRequest, response: { 200: ZPhotoRequestsResponse } },
    },
    async (req) => ({
      success: true as const,
      message: req.body.status === "accepted" ? "Photo request accepted" : "Photo request declined",
      data: await photoRequests.respond(requirePrincipal(req).id, req.params.requestId, req.body.status),
    }),
  );

  app.get(
    "/api/profiles/partner-preferences",
    { ...memberOnly, schema: { ...member, response: { 200: ZPartnerPreferencesResponse } } },
    async (req) => ({
      success: true as const,
      data: await partner.get(requirePrincipal(req).id),
    }),
  );

  app.put(
    "/api/profiles/partner-preferences",
    { ...memberOnly, schema: { ...member, body: ZPartnerPreferencesRequest, response: { 200: ZPartnerPreferencesResponse } } },
    async (req) => ({
      success: true as const,
      message: "Partner preferences updated",
      data: await partner.save(requirePrincipal(req).id, req.body.partnerPreferences),
    }),
  );
}

/** Reads a file part into memory, refusing it as soon as it passes the limit. */
async function readLimited(file: Readable, max: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > max) {
      file.resume();
      throw refuseUpload("file", tooLarge(name), 413);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
