import type { FastifyRequest } from "fastify";

/**
 * A route's rate limit counted per signed-in member (many families may share one address behind a
 * mobile network's NAT), per address for everyone else. The principal is resolved before the limit.
 */
export const perMember = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (req: FastifyRequest) => (req.principal ? `member:${req.principal.id}` : req.ip),
  },
});

/** Checkout calls (subscribe, verify, the test gateway's dialog): a handful per purchase. */
export const checkoutLimit = perMember(30, "1 minute");
