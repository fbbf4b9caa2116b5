// A server started while PostgreSQL is away keeps running: alive (/api/health 200), not ready (/api/ready and
// the API 503), and it migrates, seeds and serves once the database answers.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eventually, freePort, pgDatabase, startServerProcess, type ServerProcess } from "../../test/server-process.ts";

const pgBase = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), "sb-start-nodb-"));

/** A TCP proxy in front of PostgreSQL that this test opens when it chooses; until then the port refuses connections. */
function proxyTo(target: URL, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  return {
    open: () =>
      new Promise<void>((ok) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on("error", () => undefined);
            s.on("close", () => (sockets.delete(s), client.destroy(), upstream.destroy()));
          }
          client.pipe(upstream).pipe(client);
        }).listen(port, "127.0.0.1", () => ok());
      }),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
    },
  };
}

describe.runIf(Boolean(pgBase))("starting while PostgreSQL is away (PostgreSQL)", () => {
  let server: ServerProcess | undefined;
  let proxy: ReturnType<typeof proxyTo> | undefined;
  let dropDb: (() => Promise<void>) | undefined;

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    await proxy?.close();
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers health 200 and ready 503 meanwhile, then migrates and serves once the database answers", { timeout: 240_000 }, async () => {
    const db = await pgDatabase(pgBase!, `t_nodb_${randomBytes(4).toString("hex")}`);
    dropDb = db.drop;
    const proxyPort = await freePort();
    proxy = proxyTo(new URL(pgBase!), proxyPort);
    const url = new URL(db.url);
    url.host = `127.0.0.1:${proxyPort}`;
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), DB_CONNECT_TIMEOUT_MS: "1000" });
    const { base } = server;

    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      success: false,
      code: "database_unavailable",
      status: "starting",
      checks: { database: "unavailable" },
    });
    const plans = await fetch(`${base}/api/plans`);
    expect(plans.status).toBe(503);
    expect(await plans.json()).toMatchObject({ success: false, code: "database_unavailable" });
    await eventually(async () => expect(server!.logs.some((l) => l.msg === "database not reachable yet; trying again")).toBe(true));
    // The connection string, with its password, is never logged.
    expect(JSON.stringify(server.logs)).not.toContain(url.toString());

    await proxy.open();
    await eventually(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), 30_000);
    // Migrated, then seeded: the plans are there and a member can ask for a code.
    await eventually(async () => {
      const res = await fetch(`${base}/api/plans`);
      expect(res.status).toBe(200);
      expect((await res.json()).data.length).toBeGreaterThan(0);
    }, 30_000);
    const otp = await fetch(`${base}/api/auth/send-registration-otp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "9876500001" }),
    });
    expect(otp.status).toBe(200);

    // As Ctrl-C: this test's fetch keeps its connections idle in a pool, which SIGTERM's drain would wait for.
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });
});
