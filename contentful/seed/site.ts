import type { SeedEntry } from "../types.ts";

export const entries: SeedEntry[] = [];
