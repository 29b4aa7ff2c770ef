/** The FAQ page (/faq). */
export { FaqPage } from "./FaqPage";
export { loadFaq, type FaqData } from "./load";
