/**
 * Where the site may be built by `react-router build` itself. Prerendering imports the build's
 * server code, whose imports ("react-router", …) Node resolves from the build's own folder upwards:
 * outside the project folder there is no node_modules to find them in ("Cannot find package
 * 'react-router'"). `npm start` builds such a BUILD_DIR in the project and moves it there
 * (scripts/lib/build.ts); `npm run build` refuses it with this sentence.
 */
import { isAbsolute, relative, resolve } from "node:path";

/** Whether `dir` (absolute) is inside `root`. */
export function insideRepository(dir: string, root: string): boolean {
  const path = relative(root, dir);
  return path !== "" && !path.startsWith("..") && !isAbsolute(path);
}

/** The sentence that refuses a BUILD_DIR outside the project for `npm run build`; null when it is inside. */
export function buildDirOutsideProject(buildDir: string, root: string): string | null {
  const dir = resolve(root, buildDir);
  if (insideRepository(dir, root)) return null;
  return (
    `BUILD_DIR ${dir} is outside the project folder (${root}): the build imports the project's packages from ` +
    "its own folder, so it must be inside the project. Build there and copy build/client, or run `npm start`, which builds " +
    "inside the project and moves the result to BUILD_DIR."
  );
}
