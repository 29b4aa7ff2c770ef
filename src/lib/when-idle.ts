/**
 * Runs `run` when the browser is idle (requestIdleCallback), or after `fallbackMs` where it has no idle
 * callbacks (Safari): for work a page wants done soon but never in the way of what the visitor does.
 */
export function whenIdle(run: () => void, fallbackMs: number): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => run());
  else setTimeout(run, fallbackMs);
}
