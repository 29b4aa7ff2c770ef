import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const features = readdirSync(join(import.meta.dirname, "src/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's rules apply to the React code (src/); Playwright fixtures also call a function `use`.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Architecture: shared code flows one way (components/lib -> features -> app),
    // and a feature never imports another feature.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: "./src/features",
              except: [`./${feature}`],
              message: "A feature does not import another feature; move shared code to src/lib or src/components.",
            })),
            {
              target: ["./src/lib", "./src/components"],
              from: ["./src/features", "./src/app"],
              message: "src/lib and src/components are shared: they do not import features or the app.",
            },
            {
              target: "./src/features",
              from: "./src/app",
              message: "Features do not import the app layer.",
            },
            {
              target: "./src",
              from: ["./emulator", "./scripts", "./supabase", "./tests"],
              message: "src/ ships to browsers: it never imports server-side code.",
            },
          ],
        },
      ],
    },
  },
);
