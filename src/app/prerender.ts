/**
 * The public routes rendered to HTML at build time. Routes with a dynamic
 * segment (principles, blog posts) are expanded from the content at build time.
 */
export const staticPublicPaths = [
  "/",
  "/about",
  "/services",
  "/services/it",
  "/services/monitoring",
  "/services/mel",
  "/services/project-management",
  "/services/sustainability",
  "/services/integrated-support",
  "/services/augmented-support",
  "/website-packages",
  "/resources",
  "/blog",
  "/contact",
  "/faq",
  "/privacy",
  "/terms",
  "/cookies",
  "/webmail",
] as const;

export async function prerenderPaths(): Promise<string[]> {
  return [...staticPublicPaths];
}
