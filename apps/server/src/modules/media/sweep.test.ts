import { utimesSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { kycLimits } from "@app/contract";
import { schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipart, registerMember, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const keysOnDisk = () =>
  t
    .mediaFiles()
    .map((f) => f.slice(t.config.mediaDir.length + 1))
    .sort();
const age = (key: string, ms: number) => {
  const when = new Date(t.clock.now().getTime() - ms);
  utimesSync(join(t.config.mediaDir, key), when, when);
};

describe("storage: staged files and the sweep", () => {
  it("an upload is staged, then made final once its row is committed; a refused upload leaves nothing", async () => {
    const { token } = await registerMember(t.app);
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#a04050" } })
      .jpeg()
      .toBuffer();
    const body = multipart({}, [{ name: "file", filename: "a.jpg", type: "image/jpeg", data: jpeg }]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.photo.id as string;
    const dir = `photos/${id.slice(0, 2)}/${id}`;
    expect(keysOnDisk()).toEqual([`${dir}.jpg`, `${dir}.medium.webp`, `${dir}.thumb.webp`]);

    // A KYC document refused inside the transaction (too many waiting already) is discarded after staging.
    const kyc = () => {
      const b = multipart({ docType: "aadhaar" }, [{ name: "file", filename: "id.jpg", type: "image/jpeg", data: jpeg }]);
      return t.app.inject({
        method: "POST",
        url: "/api/dashboard/kyc",
        headers: { authorization: `Bearer ${token}`, ...b.headers },
        payload: b.payload,
      });
    };
    for (let i = 0; i < kycLimits.maxPending; i++) expect((await kyc()).statusCode).toBe(201);
    const before = keysOnDisk();
    expect(before.filter((k) => k.startsWith("kyc/"))).toHaveLength(kycLimits.maxPending);
    expect((await kyc()).statusCode).toBe(409);
    expect(keysOnDisk()).toEqual(before);
  });

  it("finishes what a crash left: promotes committed files, removes staged and unnamed ones, keeps young files", async () => {
    const { storage } = t.app.deps;
    const { user } = await registerMember(t.app);
    const data = Buffer.from("file contents");
    const kept = keysOnDisk();

    // Died before the commit: a staged file that no row names.
    await storage.stage("photos/aa/died-before-commit.jpg", data);
    // Died between commit and rename: the row names a file that is still staged.
    await storage.stage("photos/bb/died-after-commit.jpg", data);
    await t.db.insert(schema.media).values({
      userId: user.id,
      kind: "photo",
      storageKey: "photos/bb/died-after-commit.jpg",
      mime: "image/jpeg",
      width: 1,
      height: 1,
      bytes: data.length,
    });
    // Died between deleting a row and its file: a final file that no row names.
    await storage.stage("videos/cc/row-deleted.bin", data);
    await storage.promote("videos/cc/row-deleted.bin");
    // An upload still in flight (young): left alone whatever its state.
    await storage.stage("kyc/dd/in-flight.pdf", data);
    await storage.stage("kyc/ee/just-written.pdf", data);
    await storage.promote("kyc/ee/just-written.pdf");

    for (const key of ["photos/aa/died-before-commit.jpg.part", "photos/bb/died-after-commit.jpg.part", "videos/cc/row-deleted.bin"])
      age(key, 2 * HOUR);
    for (const key of kept) age(key, 2 * HOUR);

    const result = await t.app.services.storageSweep.sweep({ graceMs: HOUR });
    expect(result).toMatchObject({ promoted: 1, removedStaged: 1, removedUnnamed: 1 });
    expect(keysOnDisk()).toEqual(
      [...kept, "photos/bb/died-after-commit.jpg", "kyc/dd/in-flight.pdf.part", "kyc/ee/just-written.pdf"].sort(),
    );
    expect(await storage.get("photos/bb/died-after-commit.jpg")).toEqual(data);

    // Once the grace has passed, the abandoned young files go too; a second sweep changes nothing more.
    age("kyc/dd/in-flight.pdf.part", 2 * HOUR);
    age("kyc/ee/just-written.pdf", 2 * HOUR);
    expect(await t.app.services.storageSweep.sweep({ graceMs: HOUR })).toMatchObject({ promoted: 0, removedStaged: 1, removedUnnamed: 1 });
    expect(await t.app.services.storageSweep.sweep({ graceMs: HOUR })).toMatchObject({ promoted: 0, removedStaged: 0, removedUnnamed: 0 });
    expect(keysOnDisk()).toEqual([...kept, "photos/bb/died-after-commit.jpg"].sort());
  });
});
