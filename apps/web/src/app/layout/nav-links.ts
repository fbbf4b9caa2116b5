/** The header's navigation (spec 000 §2): path and i18n key under `nav.`. */
export const navLinks = [
  { to: "/", key: "home", end: true },
  { to: "/about", key: "about" },
  { to: "/workflow", key: "workflow" },
  { to: "/proposal", key: "proposal" },
  { to: "/yet-to-marry", key: "yetToMarry" },
  { to: "/announcement", key: "announcement" },
  { to: "/benefit", key: "benefit" },
  { to: "/blogs", key: "blogs" },
  { to: "/profiles", key: "profiles" },
  { to: "/plans", key: "plans" },
  { to: "/register", key: "register" },
] as const;
