/** The FAQ page (/faq). */
export { FaqPage } from "./faq-page";
export { loadFaq, type FaqData } from "./load";
