/** Horoscope (yotok) matching on the web: birth details on the ad's forms, the ad page's compatibility, Matches for you. */
export { BirthDetailsFields, emptyBirthValues, type BirthFormValues } from "./components/birth-details-fields";
export { PlacePicker } from "./components/place-picker";
export { MatchesPage } from "./components/matches-page";
