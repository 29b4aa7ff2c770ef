import type { SeedAsset } from "../types.ts";

export const assets: SeedAsset[] = [];
