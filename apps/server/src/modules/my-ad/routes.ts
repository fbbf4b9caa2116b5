import {
  photoLimits,
  uploadTypes,
  ZMyAdResponse,
  ZPhotosResponse,
  ZPrivacySettingsRequest,
  ZPrivacySettingsResponse,
  ZUpdateMyAdResponse,
  ZUpdatePhotosRequest,
  ZUploadResponse,
} from "@app/contract";
import type { AppInstance } from "../../app.ts";
import { memberOnly, requirePrincipal } from "../../http/auth.ts";
import { AppError, badRequest, fieldError } from "../../http/errors.ts";
import { createPhotosService } from "./photos-service.ts";
import { createMyAdService } from "./service.ts";

const member = { tags: ["my-ad"], security: [{ bearer: [] }] };

/** Members manage their own ad: Edit My Ad, gallery, contact privacy. */
export async function myAdRoutes(app: AppInstance) {
  const { db, clock, storage } = app.deps;
  const myAd = createMyAdService({ db, clock, options: app.services.options });
  const photos = createPhotosService({ db, clock, storage });

  app.get("/api/profiles/me", { ...memberOnly, schema: { ...member, response: { 200: ZMyAdResponse } } }, async (req) => ({
    success: true as const,
    data: { ad: await myAd.get(requirePrincipal(req).id) },
  }));

  // The body is validated by the service so every field error comes back at once, on its field.
  app.put("/api/profiles/update", { ...memberOnly, schema: { ...member, response: { 200: ZUpdateMyAdResponse } } }, async (req) => {
    const data = await myAd.update(requirePrincipal(req).id, req.body);
    return {
      success: true as const,
      message: data.pendingApproval
        ? "Profile updated successfully! Changes to name, date of birth or gender will show on your ad once an admin approves them."
        : "Profile updated successfully!",
      data,
    };
  });

  app.put("/api/profiles/photos", { ...memberOnly, schema: { ...member, body: ZUpdatePhotosRequest, response: { 200: ZPhotosResponse } } }, async (req) => ({
    success: true as const,
    message: "Photos updated",
    data: { photos: await photos.arrange(requirePrincipal(req).id, req.body.photos) },
  }));

  app.post("/api/upload", { ...memberOnly, schema: { ...member, consumes: ["multipart/form-data"], response: { 200: ZUploadResponse } } }, async (req) => {
    const userId = requirePrincipal(req).id;
    if (!req.isMultipart()) throw badRequest("Send the file as multipart/form-data");
    let type = "profile";
    let file: Buffer | null = null;
    try {
      for await (const part of req.parts({ limits: { fileSize: photoLimits.maxBytes, files: 1, fields: 5, fieldSize: 100 } })) {
        if (part.type === "file") {
          if (part.fieldname !== "file") {
            part.file.resume();
            throw fieldError(part.fieldname, "Upload the file under the field name file");
          }
          file = await part.toBuffer();
        } else if (part.fieldname === "type") type = String(part.value);
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, "payload_too_large", "Each photo must be at most 5 MB.", [{ field: "file", message: "Each photo must be at most 5 MB." }]);
      if (code === "FST_FILES_LIMIT") throw fieldError("file", "Upload one file at a time");
      throw e;
    }
    if (!(uploadTypes as readonly string[]).includes(type)) throw fieldError("type", "Unknown upload type. Use profile.");
    if (!file?.length) throw fieldError("file", "Please choose a photo to upload");
    const data = await photos.add(userId, file);
    return { success: true as const, message: "Photo uploaded. It will appear on your ad once approved.", data };
  });

  app.get("/api/profiles/privacy-settings", { ...memberOnly, schema: { ...member, response: { 200: ZPrivacySettingsResponse } } }, async (req) => ({
    success: true as const,
    data: await myAd.getPrivacy(requirePrincipal(req).id),
  }));

  app.put(
    "/api/profiles/privacy-settings",
    { ...memberOnly, schema: { ...member, body: ZPrivacySettingsRequest, response: { 200: ZPrivacySettingsResponse } } },
    async (req) => ({
      success: true as const,
      message: "Privacy settings updated",
      data: await myAd.updatePrivacy(requirePrincipal(req).id, req.body.privacySettings),
    }),
  );
}
