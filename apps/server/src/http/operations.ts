import type { IncomingMessage } from "node:http";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { safeEqualHex, sha256Hex } from "../lib/crypto.ts";
import type { Lifecycle } from "../lib/lifecycle.ts";
import type { Metrics, MetricsRecorder } from "../lib/metrics.ts";
import { databaseUnavailable, envelope } from "./errors.ts";

/** A request id passed on by the load balancer (nginx's $request_id is 32 hex digits) is kept when it looks sane. */
const saneRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of a request: the load balancer's X-Request-Id when sane, else a new one; every log line of the request carries it. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && saneRequestId.test(given) ? given : randomBytes(8).toString("hex");
}

const probes = new Set(["/api/health", "/api/ready"]);
const retryAfter = "5";

/**
 * Request ids in answers, the gate of a server starting or draining, request metrics and, with a token, GET /metrics.
 */
export function registerOperations(
  app: FastifyInstance,
  o: { lifecycle: Lifecycle; metrics?: Metrics; recorder: MetricsRecorder; token?: string },
) {
  app.addHook("onRequest", async (req, reply) => {
    reply.header("X-Request-Id", req.id);
    const path = req.url.split("?")[0];
    if (probes.has(path)) return;
    // Starting: the database has not answered (or been migrated) yet; the web app's files are still served.
    if (o.lifecycle.state === "starting" && path.startsWith("/api/")) {
      const e = databaseUnavailable();
      return reply.status(e.status).header("Retry-After", retryAfter).header("Cache-Control", "no-store").send(envelope(e.message, e.code));
    }
  });
  // Draining: readiness is 503 and the listener is closed, so the load balancer opens no new connection here.
  // A request that still arrives, in flight or sent on a connection kept alive, is answered as usual and
  // its connection closed after the answer: turned away, a POST would fail, since nginx retries only
  // idempotent requests on another instance.
  app.addHook("onSend", async (_req, reply) => {
    if (o.lifecycle.state === "draining") reply.header("Connection", "close");
  });
  app.addHook("onResponse", async (req, reply) => {
    o.recorder.request(req.method, req.routeOptions.url ?? "unmatched", reply.statusCode, reply.elapsedTime / 1000);
  });

  const { metrics, token } = o;
  if (metrics && token)
    app.get("/metrics", { schema: { hide: true }, logLevel: "warn" }, async (req, reply) => {
      const auth = req.headers.authorization ?? "";
      if (!auth.startsWith("Bearer ") || !safeEqualHex(sha256Hex(auth.slice(7)), sha256Hex(token)))
        return reply.status(401).send(envelope("A valid metrics token is required", "unauthenticated"));
      return reply
        .header("Content-Type", metrics.registry.contentType)
        .header("Cache-Control", "no-store")
        .send(await metrics.registry.metrics());
    });
}
