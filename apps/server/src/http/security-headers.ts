import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

declare module "fastify" {
  interface FastifyReply {
    /** This answer's CSP nonces: a drawn page's inline scripts and run-time styles carry them. */
    cspNonce: { script: string; style: string };
  }
}

type Nonced = ServerResponse & { cspNonce?: { script: string; style: string } };
const scriptNonce = (_req: IncomingMessage, res: Nonced) => `'nonce-${res.cspNonce!.script}'`;
const styleNonce = (_req: IncomingMessage, res: Nonced) => `'nonce-${res.cspNonce!.style}'`;

/**
 * Helmet's headers on every answer, with a Content Security Policy whose script and style nonces are
 * new for each answer. Helmet's middleware is built once: only the two nonces are computed per request
 * (the Fastify plugin built the whole middleware again for every request, about a third of a small
 * answer's CPU time).
 */
export function registerSecurityHeaders(app: FastifyInstance, o: { razorpay: boolean }) {
  const { razorpay } = o;
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? ["https://checkout.razorpay.com"] : []), scriptNonce],
        // index.html carries the style nonce for the libraries that add <style> elements at run time,
        // so no inline style needs 'unsafe-inline'.
        styleSrc: ["'self'", styleNonce],
        imgSrc: ["'self'", "data:", "blob:"],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", ...(razorpay ? ["https://api.razorpay.com", "https://lumberjack.razorpay.com"] : [])],
        frameSrc: ["'self'", ...(razorpay ? ["https://api.razorpay.com", "https://checkout.razorpay.com"] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.decorateReply("cspNonce", null as unknown as { script: string; style: string });
  app.addHook("onRequest", (_req, reply, done) => {
    const hex = randomBytes(32).toString("hex");
    const nonce = { script: hex.slice(0, 32), style: hex.slice(32) };
    reply.cspNonce = nonce;
    (reply.raw as Nonced).cspNonce = nonce;
    secure(reply.request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
