import type { Config } from "@react-router/dev/config";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDirOutsideProject } from "./scripts/lib/build-dir";
import { prerenderPaths } from "./src/app/prerender";

const buildDirectory = process.env.BUILD_DIR ?? "build";
// A BUILD_DIR outside the project fails late and obscurely (scripts/lib/build-dir.ts): refused up front.
const outside = buildDirOutsideProject(buildDirectory, dirname(fileURLToPath(import.meta.url)));
if (outside) throw new Error(outside);

export default {
  appDirectory: "src/app",
  buildDirectory,
  ssr: false,
  // Every public route is rendered to HTML at build time with its content;
  // /admin and unknown paths fall back to the SPA shell (__spa-fallback.html).
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
  },
} satisfies Config;
