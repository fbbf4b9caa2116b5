// kill -9 of a running server under concurrent registrations and uploads, then a restart and one sweep:
// every file on disk is named by a row and every row's file is on disk.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import sharp from "sharp";
import { openDatabase, queryRows, type DbHandle } from "@app/db";
import { copyMigratedPgliteTo, createDatabaseSql } from "@app/db/testing";
import { afterAll, describe, expect, it } from "vitest";
import { systemClock } from "../lib/clock.ts";
import { LocalStorage, STAGED_SUFFIX } from "../providers/storage/index.ts";
import { createStorageSweep } from "../modules/media/sweep-service.ts";
import { answers, freePort } from "../test/server-process.ts";

const root = resolve(import.meta.dirname, "../../../..");
const dataDir = mkdtempSync(join(tmpdir(), "sb-crash-"));
const mediaDir = join(dataDir, "media");
const pgBase = process.env.TEST_DATABASE_URL;
const pgName = `t_crash_${randomBytes(4).toString("hex")}`;

async function pgAdmin(query: string) {
  const pg = (await import("pg")).default;
  const c = new pg.Client({ connectionString: pgBase });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}
const pgUrl = () => {
  const u = new URL(pgBase!);
  u.pathname = `/${pgName}`;
  return u.toString();
};

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (pgBase) await pgAdmin(`drop database if exists ${pgName} with (force)`);
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: pgBase ? pgUrl() : "",
      CAPTCHA: "off",
      SEED_DEMO: "off",
      JOBS: "off",
      LOG_LEVEL: "warn",
      OTP_IP_LIMIT: "100000",
      RATE_LIMIT_OTP_PER_MINUTE: "100000",
    },
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("the server did not start");
    if (await answers(`http://127.0.0.1:${port}/api/health`)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not answer");
}

/** A small photo that still takes sharp some work (noise does not compress). */
async function photo(seed: number) {
  const raw = Buffer.alloc(600 * 800 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + seed * 97) >>> 24;
  return sharp(raw, { raw: { width: 600, height: 800, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
const mp4 = (size: number) => {
  const b = Buffer.alloc(size, 7);
  b.writeUInt32BE(24, 0);
  b.write("ftyp", 4, "latin1");
  b.write("isom", 8, "latin1");
  return b;
};

type Tally = { registered: number; photos: number; videos: number; kyc: number; failed: number };

/** One member after another: register with two photos, then a photo, a video and a KYC document; until the server dies. */
async function worker(base: string, n: number, images: Buffer[], tally: Tally) {
  for (let i = 0; ; i++) {
    try {
      const phone = `97${String(n).padStart(2, "0")}${String(i).padStart(6, "0")}`;
      const sent = await fetch(`${base}/auth/send-registration-otp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone }),
      }).then((r) => r.json());
      const form = new FormData();
      const fields = {
        phone,
        otp: sent.data.fallbackOTP,
        gender: i % 2 ? "Female" : "Male",
        name: `Crash Member ${n} ${i}`,
        maritalStatus: "Never Married",
        dateOfBirth: "1994-06-15",
        heightInches: "66",
        religion: "Hindu",
        community: "Kayastha",
        caste: "Dakshin Rarhi",
        profession: "Service",
        consent: "true",
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      for (const img of images.slice(0, 2)) form.append("photos", new Blob([new Uint8Array(img)], { type: "image/jpeg" }), "p.jpg");
      const reg = await fetch(`${base}/auth/register`, { method: "POST", body: form });
      if (reg.status !== 201) throw new Error(`register ${reg.status}`);
      tally.registered++;
      const auth = { authorization: `Bearer ${(await reg.json()).data.token}` };
      const upload = async (path: string, fields: Record<string, string>, file: Buffer, name: string, type: string) => {
        const f = new FormData();
        for (const [k, v] of Object.entries(fields)) f.append(k, v);
        f.append("file", new Blob([new Uint8Array(file)], { type }), name);
        const r = await fetch(`${base}${path}`, { method: "POST", headers: auth, body: f });
        if (r.status >= 300) throw new Error(`${path} ${r.status}`);
      };
      await upload("/upload", {}, images[2], "p.jpg", "image/jpeg");
      tally.photos++;
      await upload("/upload", { type: "video" }, mp4(2_000_000), "v.mp4", "video/mp4");
      tally.videos++;
      await upload("/dashboard/kyc", { docType: "aadhaar" }, images[0], "id.jpg", "image/jpeg");
      tally.kyc++;
    } catch {
      tally.failed++;
      if (tally.failed > 1000) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

describe(`kill -9 under load (${pgBase ? "PostgreSQL" : "PGlite"})`, () => {
  it("after a restart and one sweep, no file lacks a row and no row lacks its file", { timeout: 180_000 }, async () => {
    // The server starts on a copy of the run's migrated database: what is tested is the crash, not the migrations.
    if (pgBase) await pgAdmin(createDatabaseSql(pgName));
    else await copyMigratedPgliteTo(dataDir);
    const port = await freePort();
    let server = await startServer(port);
    const images = await Promise.all([1, 2, 3].map(photo));
    const tally: Tally = { registered: 0, photos: 0, videos: 0, kyc: 0, failed: 0 };
    const workers = Array.from({ length: 6 }, (_, n) => worker(`http://127.0.0.1:${port}/api`, n, images, tally));

    // Let the load run until several members exist, then kill the server in the middle of it.
    const t0 = Date.now();
    while (tally.registered < 6 && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 400));
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGKILL");
    await exited;
    tally.failed = 10_000; // stop the workers at their next failure
    await Promise.all(workers);

    // Restart: the server opens the database again (PGlite recovers its files), then the sweep runs once.
    server = await startServer(port);
    const stopped = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await stopped;
    let handle: DbHandle | undefined;
    try {
      handle = await openDatabase(pgBase ? { url: pgUrl(), poolSize: 2 } : { dataDir });
      const storage = new LocalStorage(mediaDir);
      const staged: string[] = [];
      for await (const f of storage.list()) if (f.key.endsWith(STAGED_SUFFIX)) staged.push(f.key);
      const swept = await createStorageSweep({ db: handle.db, storage, clock: systemClock }).sweep({ graceMs: 0 });
      console.log(`kill -9 under load: ${JSON.stringify(tally)}; left staged ${staged.length}; sweep ${JSON.stringify(swept)}`);

      const files = new Set<string>();
      for await (const f of storage.list()) files.add(f.key);
      const rows = await queryRows(
        handle.db,
        z.object({ key: z.string() }),
        sql`select storage_key as key from media union all select thumb_key from media where thumb_key is not null
            union all select medium_key from media where medium_key is not null
            union all select storage_key from kyc_documents`,
      );
      const named = new Set(rows.map((r) => r.key));
      expect(tally.registered).toBeGreaterThan(0);
      expect(named.size).toBeGreaterThan(0);
      expect([...files].filter((k) => !named.has(k))).toEqual([]);
      expect([...named].filter((k) => !existsSync(join(mediaDir, k)))).toEqual([]);
    } finally {
      await handle?.close();
    }
  });
});
