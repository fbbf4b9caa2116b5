import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "./i18n";
import { api, contractSchema } from "./api";
import { pickLanguage } from "./bilingual";
import { ledgerNs } from "./locales/ledger";

/** The plans' Bengali names by their English name (a ledger reason names the plan in English). */
const planNamesQuery = queryOptions({
  queryKey: ["plans", "names"],
  queryFn: async ({ signal }) => {
    const plans = await api("/plans", { auth: "none", signal }, contractSchema("ZPlans"));
    return new Map(plans.map((p) => [p.name, p.nameBn]));
  },
  staleTime: 10 * 60_000,
});

/** The server's fixed reasons (points/service.ts `bonuses`), by their key in the catalogue. */
const fixed: Record<string, string> = {
  "Registration bonus": "registration",
  "Signup bonus CCP": "signupCcp",
  "Bonus for adding pictures": "pictures",
  "Bonus for KYC documents": "kyc",
};

/** The reasons the server composes, each with the catalogue text it becomes. */
const composed: { pattern: RegExp; key: string; name: "id" | "plan" }[] = [
  { pattern: /^Proposal to ad (\S+)$/, key: "proposal", name: "id" },
  { pattern: /^Contact detail of ad (\S+)$/, key: "contact", name: "id" },
  { pattern: /^Refund of (.+)$/, key: "refund", name: "plan" },
  { pattern: /^Cheque bounced: (.+)$/, key: "bounced", name: "plan" },
  { pattern: /^(.+) plan$/, key: "plan", name: "plan" },
];

/**
 * A ledger reason as the server writes it ("Proposal to ad B2001", "Video Basic plan") in the chosen
 * language, a plan by its Bengali name where it has one. Loads the plans' names only in Bengali and
 * only where a reason names a plan.
 */
export function useLedgerReason(reasons: readonly string[] = []) {
  const { t, i18n } = useTranslation(ledgerNs);
  const lng = i18n.language;
  const needsPlans = lng === "bn" && reasons.some((r) => composed.some((c) => c.name === "plan" && c.pattern.test(r)));
  const names = useQuery({ ...planNamesQuery, enabled: needsPlans }).data;
  const plan = (name: string) => pickLanguage(lng, name, names?.get(name));
  return (reason: string): string => {
    if (fixed[reason]) return t(`reasons.${fixed[reason]}`);
    for (const c of composed) {
      const m = c.pattern.exec(reason);
      if (m) return t(`reasons.${c.key}`, { [c.name]: c.name === "plan" ? plan(m[1]) : m[1] });
    }
    return reason;
  };
}
