import type { TFunction } from "@/lib/i18n";
import { accountStatuses, type TAccountStatus } from "@app/contract";
import { sections, tabLabel } from "./menu";

/** "Dashboard / <Type> Member" for the screen at `path` (below /admin-panel), in the chosen language. */
export function crumb(path: string, t: TFunction): string {
  const [, section, arg] = path.match(/\/(members|member|moderation|admins|section|payments|cheques|promo|exports)(?:\/([^/]+))?/) ?? [];
  const home = t("crumb.dashboard");
  const money = (key: string) => `${home} / ${t(`adminMoney.menu.${key}`, { ns: "translation" })}`;
  if (section === "payments") return arg ? `${money("onlinePayments")} / ${t("crumb.order")}` : money("onlinePayments");
  if (section === "cheques") return money("chequePayments");
  if (section === "promo") return money("promo");
  if (section === "exports") return money("memberExport");
  if (path === "" || path === "/" || path === "/dashboard") return home;
  if (section === "members")
    return `${home} / ${t("crumb.member", { type: tabLabel(accountStatuses.includes(arg as TAccountStatus) ? (arg as TAccountStatus) : "active") })}`;
  if (section === "member") return `${home} / ${t("crumb.memberDetails")}`;
  if (section === "moderation") return `${home} / ${t(`queues.${arg}`, { defaultValue: t("moderation.fallbackTitle") })}`;
  if (section === "admins") return `${home} / ${arg === "new" ? t("crumb.addAdmin") : t("crumb.adminList")}`;
  if (section === "section") return `${home} / ${t(`sections.${sections.find((s) => s === arg) ?? "content-management"}`)}`;
  return `${home} / ${t("crumb.member", { type: tabLabel("active") })}`;
}
