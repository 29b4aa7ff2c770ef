import { retryableImport } from "../retry-import";
import type * as Engine from "./engine";

export type SubmissionEngine = typeof Engine;

/**
 * The forms' submit code and rules (`engine.ts`), loaded once and shared. A failed load (offline)
 * is not kept: the next call loads the chunk again, under another URL, since the browser keeps a
 * failed module import for the life of the page.
 */
export const loadSubmissionEngine: () => Promise<SubmissionEngine> = retryableImport(() => import("./engine"));
