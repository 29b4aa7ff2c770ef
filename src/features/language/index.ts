export { HreflangLinks } from "./hreflang-links";
export { LanguagePicker } from "./language-picker";
export { useFirstVisitLanguage } from "./use-first-visit-language";
