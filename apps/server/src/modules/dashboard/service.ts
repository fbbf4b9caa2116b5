import type { Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import type { PartnerService } from "../my-ad/partner-service.ts";
import { circulationReport } from "./circulation-service.ts";
import { paymentsHistory } from "./payments-service.ts";
import { statsOverview } from "./stats-service.ts";

/** The member dashboard's read-only pages: overview numbers, AD circulation report, payments. */
export function createDashboardService(d: { db: Database; clock: Clock; partner: Pick<PartnerService, "get"> }) {
  return {
    overview: (userId: number) => statsOverview(d.db, d.clock, d.partner, userId),
    circulation: (userId: number) => circulationReport(d.db, d.clock, userId),
    payments: (userId: number) => paymentsHistory(d.db, userId),
  };
}
