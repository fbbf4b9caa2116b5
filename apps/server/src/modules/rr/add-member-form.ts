import type { FastifyRequest } from "fastify";
import { photoLimits } from "@app/contract";
import { badRequest } from "../../http/errors.ts";
import { refuseUpload, tooLarge, uploadName } from "../media/image-service.ts";

export type AddMemberPhoto = { data: Buffer; name: string };

/**
 * Reads the Add Member form before the route's schema validates it: multipart fields become the
 * body, one optional image under `photo` is kept aside (at most 5 MB); a JSON body is taken as it is.
 */
export function addMemberForm() {
  const photoOf = new WeakMap<FastifyRequest, AddMemberPhoto>();

  async function read(req: FastifyRequest) {
    if (!req.isMultipart()) {
      if (!req.body || typeof req.body !== "object") throw badRequest("Send the member's form as multipart/form-data or JSON");
      req.body = Object.assign({}, req.body);
      return;
    }
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of req.parts({ limits: { fileSize: photoLimits.maxBytes, files: 1, fields: 30, fieldSize: 2_000 } })) {
        if (part.type === "file") {
          if (part.fieldname !== "photo") {
            part.file.resume();
            throw badRequest(`Unexpected file field "${part.fieldname}"`, [
              { field: part.fieldname, message: "Upload the photo under the field name photo" },
            ]);
          }
          const name = uploadName(part.filename, 0);
          let buf: Buffer;
          try {
            buf = await part.toBuffer();
          } catch (e) {
            if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw refuseUpload("photo", tooLarge(name), 413);
            throw e;
          }
          if (buf.length) photoOf.set(req, { data: buf, name });
        } else fields[part.fieldname] = part.value;
      }
    } catch (e) {
      if ((e as { code?: string }).code === "FST_FILES_LIMIT")
        throw badRequest("You can upload one photo", [{ field: "photo", message: "You can upload one photo" }]);
      throw e;
    }
    req.body = fields;
  }

  return { read, photo: (req: FastifyRequest) => photoOf.get(req) ?? null };
}
