// SIGTERM drains a running server: /api/ready turns 503, new connections are refused, requests in flight
// (an upload among them) finish with 200, an idle kept-alive connection stays open and a request sent on it
// is answered (closing it), one that never finishes is cut at the drain's end, and the process exits 0.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyMigratedPgliteTo } from "@app/db/testing";
import { validAd } from "../../test/harness.ts";
import { pgDatabase, startServerProcess, type ServerProcess } from "../../test/server-process.ts";

const pgBase = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), "sb-drain-"));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const phone = () => `9${String(randomBytes(4).readUInt32BE(0) % 1e9).padStart(9, "0")}`;

/** A request whose body is sent in parts, `gapMs` apart; resolves with the status and body, or the socket's error. */
function trickle(base: string, path: string, headers: Record<string, string>, parts: Buffer[], gapMs: number, declared?: number) {
  const url = new URL(path, base);
  return new Promise<{ status: number; body: string } | Error>((resolve) => {
    const total = declared ?? parts.reduce((n, p) => n + p.length, 0);
    // Its own connection (no keep-alive pool): an idle pooled one would stay open through the drain and be cut at its end.
    const req = request(url, { method: "POST", agent: false, headers: { ...headers, "content-length": String(total) } }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", resolve);
    });
    req.on("error", resolve);
    void (async () => {
      for (const part of parts) {
        if (req.destroyed) return;
        req.write(part);
        await sleep(gapMs);
      }
      if (declared === undefined) req.end();
    })();
  });
}

/** One whole request on a connection of its own: its answer's status and JSON body. */
async function post(base: string, path: string, body: unknown) {
  const r = await trickle(base, path, { "content-type": "application/json" }, [Buffer.from(JSON.stringify(body))], 0);
  if (r instanceof Error) throw r;
  return { status: r.status, body: JSON.parse(r.body) as { data: Record<string, string> } };
}

/** Reads one answer (headers and a Content-Length body) from a raw connection. */
function answerOn(socket: Socket) {
  return new Promise<string>((resolve, reject) => {
    if (socket.closed) return reject(new Error("the connection is closed"));
    let got = "";
    const onData = (c: Buffer) => {
      got += c.toString();
      const end = got.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(got)?.[1] ?? NaN);
      if (end >= 0 && got.length >= end + 4 + length) {
        socket.off("data", onData);
        resolve(got);
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`the connection closed before a whole answer (got ${JSON.stringify(got)})`)));
  });
}

/** Splits a buffer into n parts. */
const split = (b: Buffer, n: number) =>
  Array.from({ length: n }, (_, i) => b.subarray(Math.floor((i * b.length) / n), Math.floor(((i + 1) * b.length) / n)));

function videoUpload() {
  const boundary = `----sbdrain${randomBytes(6).toString("hex")}`;
  const mp4 = Buffer.alloc(400_000, 7);
  mp4.writeUInt32BE(24, 0);
  mp4.write("ftyp", 4, "latin1");
  mp4.write("isom", 8, "latin1");
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nvideo\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
    mp4,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe(`SIGTERM drains the server (${pgBase ? "PostgreSQL" : "PGlite"})`, () => {
  let server: ServerProcess | undefined;
  let dropDb: (() => Promise<void>) | undefined;

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "finishes requests in flight, refuses new ones, is not ready meanwhile, cuts what outlasts the drain, exits 0",
    { timeout: 240_000 },
    async () => {
      let databaseUrl = "";
      if (pgBase) {
        const db = await pgDatabase(pgBase, `t_drain_${randomBytes(4).toString("hex")}`, { migrated: true });
        databaseUrl = db.url.toString();
        dropDb = db.drop;
      } else await copyMigratedPgliteTo(dataDir);
      server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_MS: "4000" });
      const { base } = server;
      const json = { "content-type": "application/json" };

      // A member, for the upload.
      const number = phone();
      const sent = await post(base, "/api/auth/send-registration-otp", { phone: number });
      const reg = await post(base, "/api/auth/register", validAd({ phone: number, otp: sent.body.data.fallbackOTP }));
      expect(reg.status).toBe(201);
      const token = reg.body.data.token;

      // A kept-alive connection that has had its answer and sits idle, as nginx keeps them to each instance.
      const kept = connect(Number(new URL(base).port), "127.0.0.1");
      const keptClosed = new Promise((resolve) => kept.once("close", resolve));
      kept.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
      expect(await answerOn(kept)).toMatch(/^HTTP\/1\.1 200[^]*keep-alive/i);

      // In flight when SIGTERM arrives: a video upload and a small request, both trickled over about 1.5 s; one request
      // that declares more than it ever sends; and a connection that has begun asking for /api/ready.
      const upload = videoUpload();
      const uploading = trickle(
        base,
        "/api/upload",
        { authorization: `Bearer ${token}`, "content-type": upload.contentType },
        split(upload.body, 8),
        200,
      );
      const slow = trickle(base, "/api/auth/send-registration-otp", json, split(Buffer.from(JSON.stringify({ phone: phone() })), 4), 400);
      const endless = trickle(base, "/api/auth/send-registration-otp", json, [Buffer.from('{"phone":')], 100, 1000);
      const probe = connect(Number(new URL(base).port), "127.0.0.1");
      let probeAnswer = "";
      probe.on("data", (c) => (probeAnswer += c.toString()));
      probe.on("error", () => undefined);
      probe.write("GET /api/ready HTTP/1.1\r\nHost: localhost\r\n");
      await sleep(300);

      const t0 = Date.now();
      server.child.kill("SIGTERM");
      await sleep(300);
      // Not ready: the load balancer sends nothing more here.
      probe.write("\r\n");
      // A new connection is refused (or answered 503).
      const fresh = await new Promise<number | Error>((resolve) => {
        const req = request(new URL("/api/health", base), { agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", resolve);
        req.end();
      });
      if (typeof fresh === "number") expect(fresh).toBe(503);
      else expect((fresh as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");

      // The idle connection was left open: a POST sent on it now (nginx may pick it at any moment, and sends a
      // POST to no other instance) is answered, and the answer closes the connection.
      const otp = JSON.stringify({ phone: phone() });
      kept.write(
        `POST /api/auth/send-registration-otp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${otp.length}\r\n\r\n${otp}`,
      );
      expect(await answerOn(kept)).toMatch(/^HTTP\/1\.1 200[^]*connection: close/i);
      await keptClosed;

      const [uploaded, slowDone] = await Promise.all([uploading, slow]);
      expect(uploaded, JSON.stringify(uploaded)).toMatchObject({ status: 200 });
      expect(slowDone).toMatchObject({ status: 200 });
      expect(probeAnswer).toMatch(/^HTTP\/1\.1 503/);
      expect(JSON.parse(probeAnswer.slice(probeAnswer.indexOf("\r\n\r\n") + 4))).toMatchObject({ success: false, status: "draining" });

      // The request that never finishes is cut at the drain's end; the exit is still orderly.
      expect(await endless).toBeInstanceOf(Error);
      expect(await server.exited).toBe(0);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(3500);
      expect(server.logs.find((l) => l.msg === "shut down, 1 connections cut at the drain's end")).toMatchObject({ cut: 1 });
    },
  );
});
