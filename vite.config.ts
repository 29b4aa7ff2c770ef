import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { type Plugin, defineConfig } from "vite";
import { fontFallbacks } from "./scripts/lib/font-faces.ts";

/** The framework runtime every page needs, kept in one long-cached chunk (see docs/decisions/0006). */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/;

/**
 * Chunks loaded with retryableImport (src/lib/retry-import.ts): the forms' submit code and
 * supabase-js. They are not modulepreloaded: a failed modulepreload (offline) stays in the page's
 * module map, so a retry of the chunk under a fresh URL would still fail on its imports.
 */
const SUPABASE_JS = /[\\/]node_modules[\\/]@supabase[\\/]supabase-js[\\/]/;
const RETRIED_CHUNKS = /(^|\/)(engine|supabase-js)-[\w-]+\.js$/;

/**
 * The modules every page loads: what the app's entry and root import statically ("app"), and what the
 * public pages' layout adds to it ("site"). Left to itself the bundler gives each set of importers
 * its own chunk, so every page fetched some twenty small chunks of our code; gzip compresses one
 * chunk of them far better than twenty (no per-file header, one shared dictionary).
 */
const SHELL_GROUPS = [
  { name: "app", entries: ["src/app/entry.client.tsx", "src/app/root.tsx"] },
  { name: "site", entries: ["src/app/layouts/public.tsx"] },
] as const;

const STYLESHEET = /\.css($|\?)/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/**
 * The modules `entries` import statically, directly or not (not the entries themselves, not the
 * framework). A module something imports with import() stays out: it is meant to load on its own
 * (the interface strings of each language and feature), and the graph also lists imports of code
 * the build drops (i18n's test-only glob), which this leaves out too.
 */
function staticGraph(graph: ModuleGraph, entries: readonly string[], taken: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  const queue = entries.map((entry) => resolve(import.meta.dirname, entry));
  const roots = new Set(queue);
  while (queue.length > 0) {
    const id = queue.pop()!;
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (ids.has(imported) || roots.has(imported) || taken.has(imported) || FRAMEWORK.test(imported)) continue;
      if ((graph.getModuleInfo(imported)?.dynamicImporters.length ?? 0) > 0) continue;
      // The stylesheet stays with the root route: moved into a shared chunk, every route would list it
      // in React Router's manifest, and the browser would fetch it again after hydration.
      if (STYLESHEET.test(imported)) continue;
      ids.add(imported);
      queue.push(imported);
    }
  }
  return ids;
}

/** The chunk name of a module every page (app) or every public page (site) loads; null for the rest. */
function shellChunkName() {
  let groups: { name: string; ids: Set<string> }[] | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!groups) {
      const taken = new Set<string>();
      groups = SHELL_GROUPS.map(({ name, entries }) => {
        const ids = staticGraph(graph, entries, taken);
        for (const found of ids) taken.add(found);
        return { name, ids };
      });
    }
    return groups.find((group) => group.ids.has(id))?.name ?? null;
  };
}

/**
 * Entries keep their exports and may gain some, instead of React Router's "exports-only": the bundler
 * requires it of a group that leaves its modules' dependencies where they are (the shell groups).
 * Set in the options hook, because React Router's per-environment options override the config's.
 */
const entriesMayExtend: Plugin = {
  name: "entries-may-extend",
  apply: "build",
  options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [fontFallbacks(), tailwindcss(), reactRouter(), entriesMayExtend],
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
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                // Not their dependencies: every one the page runs is in the set already, and the rest are
                // imports the build drops (the eager glob of every language, for tests and the server).
                { name: shellChunkName(), debugName: "shell", priority: 1, includeDependenciesRecursively: false },
              ],
            },
            // The chunk that supabase-js' entry starts is named for it (RETRIED_CHUNKS finds it by name).
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && SUPABASE_JS.test(chunk.facadeModuleId) ? "assets/supabase-js-[hash].js" : "assets/[name]-[hash].js",
          },
        },
  },
}));
