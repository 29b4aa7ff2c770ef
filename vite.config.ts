import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The framework runtime every page needs, kept in one long-cached chunk (see docs/decisions/0006). */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    target: "es2022",
    rolldownOptions: isSsrBuild
      ? undefined
      : { output: { advancedChunks: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
  },
}));
