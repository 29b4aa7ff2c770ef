/**
 * Issue 15, the blog in five languages: a post's category and tags are translated like its title,
 * excerpt and body, so the category chips and tags on /fr/blog, /ar/blog… read in the page's language.
 */
import type { MigrationFile } from "../setup/migrate.ts";

export default {
  description: "Blog posts' category and tags are localized",
  async up(space) {
    await space.changeContentType("blogPost", { fields: { category: { localized: true }, tags: { localized: true } } });
  },
} satisfies MigrationFile;
