import type { Notifier } from "../modules/notifications/service.ts";

/**
 * Retries notifications that were not delivered right after their event (provider down, process
 * restarted). Safe with several processes: delivery skips rows another process holds.
 */
export function startNotificationSweep(notifier: Notifier, everyMs = 30_000) {
  const timer = setInterval(() => void notifier.flush(), everyMs);
  timer.unref();
  void notifier.flush();
  return () => clearInterval(timer);
}
