/** The catalogue: locations, religions and the plans (packages). */
export { LocationsPage, ReligionsPage } from "./components/catalogue-pages";
export { PackagePage } from "./components/package-page";
