import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./locales/en";

/** i18next with the English resources (Bengali later). Initialised synchronously on import. */
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: "en",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
}

export default i18n;
