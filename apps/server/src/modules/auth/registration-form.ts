import type { FastifyRequest } from "fastify";
import { photoLimits } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import { refuseUpload, tooLarge, uploadName } from "../media/image-service.ts";

/** A photo sent with the registration form, with the name it had on the member's device. */
export type FormPhoto = { data: Buffer; name: string };

/**
 * Reads the registration form before the route's schema validates it: multipart fields become the
 * body (files under `photos` are kept aside, in memory, at most 5 MB and 10 of them), a JSON body
 * is taken as it is. The schema then checks the fields, whichever way they came.
 */
export function registrationForm() {
  const photosOf = new WeakMap<FastifyRequest, FormPhoto[]>();

  async function read(req: FastifyRequest) {
    if (!req.isMultipart()) {
      if (!req.body || typeof req.body !== "object") throw badRequest("Send the registration form as multipart/form-data or JSON");
      req.body = Object.assign({}, req.body);
      return;
    }
    const fields: Record<string, unknown> = {};
    const photos: FormPhoto[] = [];
    try {
      for await (const part of req.parts({
        limits: { fileSize: photoLimits.maxBytes, files: photoLimits.maxFiles, fields: 40, fieldSize: 10_000 },
      })) {
        if (part.type === "file") {
          if (part.fieldname !== "photos") {
            part.file.resume();
            throw badRequest(`Unexpected file field "${part.fieldname}"`, [
              { field: part.fieldname, message: "Upload photos under the field name photos" },
            ]);
          }
          const name = uploadName(part.filename, photos.length);
          let buf: Buffer;
          try {
            buf = await part.toBuffer();
          } catch (e) {
            if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw refuseUpload("photos", tooLarge(name), 413);
            throw e;
          }
          if (buf.length) photos.push({ data: buf, name });
        } else fields[part.fieldname] = part.value;
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "FST_FILES_LIMIT")
        throw badRequest(`You can upload at most ${photoLimits.maxFiles} photos`, [
          { field: "photos", message: `You can upload at most ${photoLimits.maxFiles} photos` },
        ]);
      throw e;
    }
    req.body = fields;
    photosOf.set(req, photos);
  }

  return {
    /** preValidation hook: the form's fields into `req.body`. */
    read,
    /** The photos read with the form (none for a JSON body). */
    photos: (req: FastifyRequest) => photosOf.get(req) ?? [],
  };
}
