import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../deps.ts";
import type { Services } from "../services.ts";
import type { Lifecycle } from "../lib/lifecycle.ts";
import type { Metrics, MetricsRecorder } from "../lib/metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
    /** The process's state and, when configured, its metrics registry. */
    operations: { lifecycle: Lifecycle; metrics?: Metrics; recorder: MetricsRecorder };
  }
}

/** The app as route plugins see it: zod schemas type each request and reply. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
