import i18n from "../i18n";
import { adminCatalogueBn } from "./admin-catalogue.bn";
import { adminCatalogueEn } from "./admin-catalogue.en";

/*
 * The admin catalogue screens' strings (Locations, Religions, Package), merged into the catalogues by
 * the lazily loaded screens that use them. Import this module for its effect before calling t("adminCatalogue.…").
 */
for (const [lng, strings] of [
  ["en", adminCatalogueEn],
  ["bn", adminCatalogueBn],
] as const)
  if (i18n.getResource(lng, "translation", "adminCatalogue.common.loading") === undefined)
    i18n.addResourceBundle(lng, "translation", { adminCatalogue: strings }, true, false);

export { adminCatalogueBn, adminCatalogueEn };
