import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Database, DbKind } from "@app/db";
import type { Config } from "./config.ts";
import type { Clock } from "./lib/clock.ts";
import type { SmsProvider } from "./providers/sms/index.ts";
import type { MailProvider } from "./providers/mail/index.ts";
import type { Storage } from "./providers/storage/index.ts";
import type { PaymentGateway } from "./providers/payments/index.ts";
import type { Lifecycle } from "./lib/lifecycle.ts";

/** Every outside service the app talks to; tests pass fakes for SMS and a fixed clock. */
export type AppDeps = {
  config: Config;
  db: Database;
  dbKind: DbKind;
  sms: SmsProvider;
  mail: MailProvider;
  storage: Storage;
  /** Razorpay, or the built-in test gateway. */
  payments: PaymentGateway;
  clock: Clock;
  redis?: Redis;
  /** Starting, serving or draining; main.ts passes its own, tests get one that is serving. */
  lifecycle?: Lifecycle;
  logger?: boolean | FastifyBaseLogger | object;
};
