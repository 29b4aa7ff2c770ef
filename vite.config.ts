import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The framework runtime every page needs, kept in one long-cached chunk (see docs/decisions/0006). */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/;

/**
 * Chunks loaded with retryableImport (src/lib/retry-import.ts): the forms' submit code and
 * supabase-js. They are not modulepreloaded: a failed modulepreload (offline) stays in the page's
 * module map, so a retry of the chunk under a fresh URL would still fail on its imports.
 */
const SUPABASE_JS = /[\\/]node_modules[\\/]@supabase[\\/]supabase-js[\\/]/;
const RETRIED_CHUNKS = /(^|\/)(engine|supabase-js)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    target: "es2022",
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) => (hostType === "js" && RETRIED_CHUNKS.test(filename) ? [] : deps),
    },
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            advancedChunks: {
              groups: [{ name: "framework", test: FRAMEWORK }],
            },
            // The chunk that supabase-js' entry starts is named for it (RETRIED_CHUNKS finds it by name).
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && SUPABASE_JS.test(chunk.facadeModuleId) ? "assets/supabase-js-[hash].js" : "assets/[name]-[hash].js",
          },
        },
  },
}));
