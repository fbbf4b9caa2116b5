import { randomBytes } from "node:crypto";
import { isConnectionError, type Database } from "@app/db";
import type { JobOutcome, MetricsRecorder } from "../lib/metrics.ts";
import type { Clock } from "../lib/clock.ts";
import type { MailProvider } from "../providers/mail/index.ts";
import type { SmsProvider } from "../providers/sms/index.ts";
import { runYtmLapse } from "../modules/dashboard/ytm-service.ts";
import type { Notifier } from "../modules/notifications/service.ts";
import type { ImpressionCounter } from "../modules/dashboard/circulation-service.ts";
import type { StorageSweep } from "../modules/media/sweep-service.ts";
import { UNUSED_PICTURE_GRACE_MS, type ContentImagesService } from "../modules/admin-content/images-service.ts";
import type { MemberStatusService } from "../modules/admin-members/status-service.ts";
import { runCirculation } from "./circulation.ts";
import { runMatchDigest } from "./match-digest.ts";
import type { UnsubscribeLinks } from "../modules/circulation-emails/service.ts";
import { planChangesJob } from "./plan-changes.ts";
import type { Reconciliation } from "../modules/payments/reconcile-service.ts";
import type { ChartBackfill } from "../modules/matching/chart-backfill.ts";

/** What scheduled jobs receive: the same outside services as the app. */
export type JobDeps = {
  db: Database;
  clock: Clock;
  mail: MailProvider;
  sms: SmsProvider;
  notifier: Notifier;
  impressions: ImpressionCounter;
  storageSweep: StorageSweep;
  /** How long an upload may still be in flight: files younger than this are never swept. */
  uploadGraceMs: number;
  contentImages: Pick<ContentImagesService, "sweepUnused">;
  reconciliation: Reconciliation;
  memberStatus: MemberStatusService;
  /** Charts the ads posted before ads had birth data. */
  chartBackfill: Pick<ChartBackfill, "run">;
  publicUrl: string;
  /** The signed links in circulation e-mails that turn them off. */
  unsubscribe: UnsubscribeLinks;
  log: JobLog;
  /** Counts each run by outcome and times it. */
  recorder?: Pick<MetricsRecorder, "jobRun">;
};

type JobLog = {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
  child?: (bindings: object) => JobLog;
};

/** The driver's own words under any wrapping (drizzle's "Failed query: …" names the statement and its parameters). */
const rootMessage = (err: unknown) => {
  let e = err;
  while (e instanceof Error && e.cause) e = e.cause;
  return e instanceof Error ? e.message : String(e);
};

type Job = { name: string; everyMs: number; run: (d: JobDeps) => Promise<object> };

export const jobs: Job[] = [
  // The 30-day YTM rule; every process may run it (rows are claimed with SKIP LOCKED).
  { name: "ytm-lapse", everyMs: 60 * 60_000, run: async (d) => ({ lapsed: await runYtmLapse(d.db, d.clock) }) },
  // Circulation e-mails; one process at a time computes claims (advisory lock), pairs are mailed once.
  { name: "circulation", everyMs: 30 * 60_000, run: (d) => runCirculation(d) },
  // The weekly digest of new mutual matches: a round starts when the last one is a week old (app_state); processes
  // take its member batches in turn under the state row's lock, and pairs are claimed once (circulation_mails).
  { name: "match-digest", everyMs: 60 * 60_000, run: (d) => runMatchDigest(d) },
  // Notifications not delivered right after their event (provider down, restart); rows are locked while sent.
  { name: "notifications", everyMs: 30_000, run: async (d) => (await d.notifier.flush(), {}) },
  // Browse impressions counted in memory are written in one batch.
  { name: "impressions", everyMs: 5_000, run: async (d) => (await d.impressions.flush(), {}) },
  // Plans starting or ending refresh the search projection; one process at a time (advisory lock).
  { name: "plan-changes", everyMs: 60_000, run: planChangesJob() },
  // Files a crash left between staging and commit, or after a row was deleted (see Storage); safe in every process.
  { name: "storage-sweep", everyMs: 60 * 60_000, run: (d) => d.storageSweep.sweep({ graceMs: d.uploadGraceMs }) },
  // Content pictures no post (drafts included) or story names, a day after their upload (an editor may still be open);
  // each is locked while it goes (SKIP LOCKED) and a save holds the pictures it names, so every process may run it.
  { name: "content-images-sweep", everyMs: 60 * 60_000, run: (d) => d.contentImages.sweepUnused({ graceMs: UNUSED_PICTURE_GRACE_MS }) },
  // Orders whose browser never came back are looked up at the gateway and settled; unpaid ones expire after 24 h.
  // Orders are claimed with SKIP LOCKED, so every process may run it.
  { name: "payments-reconciliation", everyMs: 2 * 60_000, run: (d) => d.reconciliation.run() },
  // Suspensions with a duration end by themselves; each member row is locked while it changes (SKIP LOCKED).
  { name: "suspension-end", everyMs: 60_000, run: async (d) => ({ ended: await d.memberStatus.endSuspensions() }) },
  // Ads posted before ads had birth data get their chart; rows are claimed with SKIP LOCKED, so every process may run it.
  { name: "birth-charts", everyMs: 60_000, run: (d) => d.chartBackfill.run() },
];

/**
 * Starts every job on its interval (first run shortly after start-up, staggered). A run never
 * overlaps the previous run of the same job in this process; a run that fails is logged and the timer
 * goes on (the next tick tries again). Each run has an id its log lines carry. Returns a stop function:
 * no run starts after it, and its promise settles once the runs in progress have finished (each run
 * claims its rows in transactions, so a finished run holds nothing).
 */
export function startJobs(d: JobDeps, list: Job[] = jobs): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const inProgress = new Set<Promise<void>>();
  let stopped = false;
  list.forEach((job, i) => {
    let running = false;
    const tick = async () => {
      if (running || stopped) return;
      running = true;
      const ids = { job: job.name, run: randomBytes(4).toString("hex") };
      const log = d.log.child?.(ids) ?? d.log;
      const started = performance.now();
      let outcome: JobOutcome = "ok";
      try {
        const result = await job.run({ ...d, log });
        // Frequent jobs with nothing to do stay quiet.
        if (Object.values(result).some((v) => typeof v !== "number" || v > 0)) d.log.info({ ...ids, ...result }, "job finished");
      } catch (err) {
        // The database restarting or away is not a fault of the job: it runs again on its next tick.
        outcome = isConnectionError(err) ? "skipped" : "failed";
        if (outcome === "skipped") d.log.warn({ ...ids, reason: rootMessage(err) }, "job skipped: database unavailable");
        else d.log.error({ err, ...ids }, "job failed");
      } finally {
        running = false;
        d.recorder?.jobRun(job.name, outcome, (performance.now() - started) / 1000);
      }
    };
    const tracked = () => {
      const run = tick();
      inProgress.add(run);
      void run.finally(() => inProgress.delete(run));
    };
    timers.push(setTimeout(tracked, 30_000 + i * 15_000).unref());
    timers.push(setInterval(tracked, job.everyMs).unref());
  });
  return async () => {
    stopped = true;
    timers.forEach((t) => clearTimeout(t));
    await Promise.all(inProgress);
  };
}
