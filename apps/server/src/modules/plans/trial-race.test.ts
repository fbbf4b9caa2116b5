import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { member } from "../proposals/test-helpers.ts";
import { bearer, payAtGateway, startCheckout, verify } from "../payments/test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ROUNDS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The rule (decision 0008): the free trial is granted only while the member holds no ad plan. A plan
 * bought during the trial is granted (both are then held); a trial asked for once a paid plan is held
 * is refused (409). So when the two race, exactly one of these holds: the trial was granted first
 * (its plan row comes before the paid one) and the paid plan after it, or the paid plan was granted
 * first and the trial refused. A trial row after the paid plan's means the trial was granted while an
 * ad plan was held.
 */
describe("the free trial racing a paid ad plan's settlement", () => {
  it(`never grants the trial once the paid plan is held (${ROUNDS} rounds)`, async () => {
    const outcomes = { trialFirst: 0, paidFirst: 0 };
    const broken: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const m = await member(t);
      const { orderId } = await startCheckout(t, m.token, 7, 3000);
      const { payment: _p, ...body } = await payAtGateway(t, orderId);
      // Stagger the trial by 0–4 ms so that it lands before, inside and after the settlement's transaction.
      const [paid, trial] = await Promise.all([
        verify(t, m.token, body),
        sleep(round % 5).then(() => t.app.inject({ method: "POST", url: "/api/plans/trial", headers: bearer(m.token) })),
      ]);
      expect(paid.statusCode, paid.body).toBe(200);
      const rows = await rawRows<{ source: string }>(t.db, sql`select source from member_plans where user_id = ${m.userId} order by id`);
      const order = rows.map((r) => r.source).join(",");
      if (trial.statusCode === 200 && order === "trial,payment") outcomes.trialFirst++;
      else if (trial.statusCode === 409 && trial.json().message === "You already have the Text AD Basic Plus plan." && order === "payment")
        outcomes.paidFirst++;
      else broken.push(`round ${round}: trial ${trial.statusCode} ${trial.json().message ?? ""}, plans ${order}`);
    }
    expect(broken).toEqual([]);
    expect(outcomes.trialFirst + outcomes.paidFirst).toBe(ROUNDS);
  });
});
