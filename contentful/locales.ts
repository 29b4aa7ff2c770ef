import type { Locale } from "./types.ts";

export const locales: Locale[] = [
  { code: "en-US", name: "English (United States)", default: true, fallbackCode: null },
  { code: "fr", name: "French", default: false, fallbackCode: "en-US" },
  { code: "ru", name: "Russian", default: false, fallbackCode: "en-US" },
  { code: "ar", name: "Arabic", default: false, fallbackCode: "en-US" },
  { code: "fa", name: "Persian", default: false, fallbackCode: "en-US" },
];
