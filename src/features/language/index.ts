export { HreflangLinks } from "./HreflangLinks";
export { LanguagePicker } from "./LanguagePicker";
export { useFirstVisitLanguage } from "./useFirstVisitLanguage";
