import i18n from "../i18n";
import { adminMoneyBn } from "./admin-money.bn";
import { adminMoneyEn } from "./admin-money.en";

/*
 * The admin money screens' strings (and the checkout's promo field) are merged into the catalogues
 * by the lazily loaded screens that use them, so the public site's first bundle does not carry them.
 * Import this module for its effect before calling t("adminMoney.…").
 */
for (const [lng, strings] of [
  ["en", adminMoneyEn],
  ["bn", adminMoneyBn],
] as const)
  if (i18n.getResource(lng, "translation", "adminMoney.menu.dashboard") === undefined)
    i18n.addResourceBundle(lng, "translation", { adminMoney: strings }, true, false);

export { adminMoneyBn, adminMoneyEn };
