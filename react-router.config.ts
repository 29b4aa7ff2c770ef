import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/app/prerender";

export default {
  appDirectory: "src/app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
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
