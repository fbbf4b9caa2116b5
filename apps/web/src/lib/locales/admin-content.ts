import { addCatalogue } from "../i18n";
import { adminContentBn } from "./admin-content.bn";
import { adminContentEn } from "./admin-content.en";

/** The admin content screens' namespace, registered by the lazily loaded screens that import it. */
export const adminContentNs = addCatalogue("adminContent", adminContentEn, adminContentBn);

export { adminContentBn, adminContentEn };
