// @vitest-environment jsdom
import type { SupabaseClient } from "@supabase/supabase-js";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installDialogStandIn } from "~/components/ui/testing/jsdom-stand-ins";
import { getToasts, toast } from "~/components/ui/toast";
import { i18n } from "~/lib/i18n";
import { BlogAdmin } from "./blog-admin";
import type { AdminBlogPost, BlogViewer } from "./types";

beforeAll(installDialogStandIn);

/** One call the page made through the query builder. */
interface Call {
  table: string;
  op: "select" | "insert" | "update" | "delete";
  values?: Record<string, unknown>;
  filters: [string, unknown][];
}
type Answer = { data: unknown; error: { message: string; code?: string } | null };

/** A stand-in for supabase-js: records each query and answers with `answer(call)`. */
function fakeClient(answer: (call: Call) => Answer | Promise<Answer>) {
  const calls: Call[] = [];
  const uploads: { fn: string; bucket: unknown; type: string | undefined }[] = [];
  const client = {
    from(table: string) {
      const call: Call = { table, op: "select", filters: [] };
      const builder = {
        select: () => builder,
        order: () => builder,
        insert(values: Record<string, unknown>) {
          call.op = "insert";
          call.values = values;
          return builder;
        },
        update(values: Record<string, unknown>) {
          call.op = "update";
          call.values = values;
          return builder;
        },
        delete() {
          call.op = "delete";
          return builder;
        },
        eq(column: string, value: unknown) {
          call.filters.push([column, value]);
          return builder;
        },
        then<T>(resolve: (value: Answer) => T, reject?: (error: unknown) => T) {
          calls.push(call);
          return Promise.resolve(answer(call)).then(resolve, reject);
        },
      };
      return builder;
    },
    functions: {
      // The image-upload function: checks the bytes and stores the image in the caller's folder.
      async invoke(fn: string, options: { body: FormData }) {
        const file = options.body.get("file") as File;
        uploads.push({ fn, bucket: options.body.get("bucket"), type: file.type });
        return { data: { path: "author-1/1700000000000.png" }, error: null };
      },
    },
    storage: {
      from(bucket: string) {
        return {
          getPublicUrl: (path: string) => ({ data: { publicUrl: `https://project.example/storage/v1/object/public/${bucket}/${path}` } }),
          remove: async () => ({ data: [], error: null }),
        };
      },
    },
  };
  return { client: client as unknown as SupabaseClient, calls, uploads };
}

const ADMIN: BlogViewer = { id: "admin-1", role: "admin" };
const AUTHOR: BlogViewer = { id: "author-1", role: "author" };

function post(over: Partial<AdminBlogPost> & { id: string }): AdminBlogPost {
  return {
    title: `Post ${over.id}`,
    slug: `post-${over.id}`,
    language: "en",
    category: null,
    tags: [],
    excerpt: null,
    content: "Some content",
    cover_image_url: null,
    status: "pending",
    published: false,
    reviewer_note: null,
    author_id: "author-1",
    created_at: "2026-01-02T10:00:00Z",
    updated_at: "2026-01-02T10:00:00Z",
    author_profile: { full_name: "Arthur Author", role: "author" },
    ...over,
  };
}

function renderPage(viewer: BlogViewer, client: SupabaseClient) {
  const getClient = () => Promise.resolve(client);
  return render(
    <I18nextProvider i18n={i18n}>
      <BlogAdmin viewer={viewer} getClient={getClient} />
    </I18nextProvider>,
  );
}

const toastMessages = () => getToasts().map((t) => t.message);
const byTitle = (title: string) => screen.getByRole("article", { name: title });

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.restoreAllMocks();
});

describe("the list", () => {
  it("shows Loading..., then each post with status, author name and role, and a 200-character preview", async () => {
    const long = `${"x".repeat(300)}END`;
    const { client } = fakeClient(() => ({
      data: [
        post({ id: "2", title: "Newest", content: long, author_profile: { full_name: "Ada Admin", role: "admin" }, author_id: "admin-1", status: "approved", published: true }),
        post({ id: "1", title: "Older", reviewer_note: null }),
      ],
      error: null,
    }));
    renderPage(AUTHOR, client);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Loading...");
    await screen.findByRole("article", { name: "Newest" });

    const articles = screen.getAllByRole("article");
    expect(articles.map((a) => a.querySelector("h3")?.textContent)).toEqual(["Newest", "Older"]);
    const newest = byTitle("Newest");
    expect(within(newest).getByTestId("post-status").textContent).toBe("Approved");
    // The author's name is isolated (FSI…PDI), so that it keeps its direction in right-to-left pages.
    expect(within(newest).getByTestId("post-author").textContent).toBe("By \u2068Ada Admin\u2069 Admin");
    const preview = within(newest).getByTestId("post-preview").textContent ?? "";
    expect(preview.endsWith("…")).toBe(true);
    expect(Array.from(preview).length).toBe(201);
    expect(preview).not.toContain("END");
    expect(within(byTitle("Older")).getByTestId("post-status").textContent).toBe("Pending");
    expect(screen.getByText("2 posts")).toBeTruthy();
  });

  it("offers approve/reject to no author, and edit/delete only on the author's own posts", async () => {
    const { client } = fakeClient(() => ({
      data: [post({ id: "mine" }), post({ id: "theirs", author_id: "someone-else" })],
      error: null,
    }));
    renderPage(AUTHOR, client);
    const mine = await screen.findByRole("article", { name: "Post mine" });
    expect(within(mine).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(mine).queryByRole("button", { name: "Reject" })).toBeNull();
    expect(within(mine).getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(within(mine).getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(within(byTitle("Post theirs")).queryAllByRole("button")).toEqual([]);
  });

  it("shows admins approve/reject on pending posts only, and edit/delete on all", async () => {
    const { client } = fakeClient(() => ({
      data: [post({ id: "p" }), post({ id: "a", status: "approved", published: true }), post({ id: "r", status: "rejected", reviewer_note: "Needs sources." })],
      error: null,
    }));
    renderPage(ADMIN, client);
    const pending = await screen.findByRole("article", { name: "Post p" });
    expect(within(pending).getAllByRole("button").map((b) => b.textContent)).toEqual(["Approve", "Reject", "Edit", "Delete"]);
    expect(within(byTitle("Post a")).getAllByRole("button").map((b) => b.textContent)).toEqual(["Edit", "Delete"]);
    const rejected = byTitle("Post r");
    expect(within(rejected).getAllByRole("button").map((b) => b.textContent)).toEqual(["Edit", "Delete"]);
    expect(within(rejected).getByTestId("reviewer-note").textContent).toContain("Needs sources.");
  });

  it("previews Markdown as plain text in the list", async () => {
    const { client } = fakeClient(() => ({ data: [post({ id: "1", content: "# Big news\n\nWe **grew** by [a lot](https://example.com)." })], error: null }));
    renderPage(AUTHOR, client);
    const article = await screen.findByRole("article", { name: "Post 1" });
    expect(within(article).getByTestId("post-preview").textContent).toBe("Big news We grew by a lot.");
  });

  it("shows the empty state", async () => {
    const { client } = fakeClient(() => ({ data: [], error: null }));
    renderPage(AUTHOR, client);
    expect(await screen.findByText("No blog posts yet.")).toBeTruthy();
  });

  it("toasts 'Failed to load blog posts' on an error and loads again on Try again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let fail = true;
    const { client } = fakeClient(() => (fail ? { data: null, error: { message: "boom" } } : { data: [post({ id: "1" })], error: null }));
    renderPage(AUTHOR, client);
    expect(await screen.findByText("The blog posts could not be loaded.")).toBeTruthy();
    expect(toastMessages()).toContain("Failed to load blog posts");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Post 1" })).toBeTruthy();
  });
});

describe("moderation", () => {
  it("approves a pending post: the update by id, the new badge, the toast", async () => {
    const { client, calls } = fakeClient((call) =>
      call.op === "update"
        ? { data: [post({ id: "1", status: "approved", published: true })], error: null }
        : { data: [post({ id: "1" })], error: null },
    );
    renderPage(ADMIN, client);
    const article = await screen.findByRole("article", { name: "Post 1" });
    await userEvent.click(within(article).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(within(byTitle("Post 1")).getByTestId("post-status").textContent).toBe("Approved"));
    expect(calls.at(-1)).toEqual({
      table: "blog_posts",
      op: "update",
      values: { status: "approved", published: true },
      filters: [
        ["id", "1"],
        ["status", "pending"],
      ],
    });
    expect(toastMessages()).toContain("Post approved successfully");
    expect(within(byTitle("Post 1")).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("toasts 'Failed to approve post' when the update is refused", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client } = fakeClient((call) =>
      call.op === "update" ? { data: [], error: null } : { data: [post({ id: "1" })], error: null },
    );
    renderPage(ADMIN, client);
    await userEvent.click(within(await screen.findByRole("article", { name: "Post 1" })).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(toastMessages()).toContain("Failed to approve post"));
    expect(within(byTitle("Post 1")).getByTestId("post-status").textContent).toBe("Pending");
  });

  it("rejects with a required reviewer note, which is saved and shown", async () => {
    const { client, calls } = fakeClient((call) =>
      call.op === "update"
        ? { data: [post({ id: "1", status: "rejected", reviewer_note: String(call.values?.reviewer_note) })], error: null }
        : { data: [post({ id: "1" })], error: null },
    );
    renderPage(ADMIN, client);
    await userEvent.click(within(await screen.findByRole("article", { name: "Post 1" })).getByRole("button", { name: "Reject" }));
    const dialog = screen.getByRole("dialog", { name: "Reject post" });
    const note = within(dialog).getByLabelText("Reviewer note");
    expect(document.activeElement).toBe(note);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject post" }));
    expect(within(dialog).getByText("Enter a note for the author.")).toBeTruthy();
    expect(calls.filter((c) => c.op === "update")).toEqual([]);

    await userEvent.type(note, "Please add sources.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject post" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.at(-1)?.values).toEqual({ status: "rejected", published: false, reviewer_note: "Please add sources." });
    expect(toastMessages()).toContain("Post rejected");
    expect(within(byTitle("Post 1")).getByTestId("reviewer-note").textContent).toContain("Please add sources.");
  });

  it("toasts 'Failed to reject post' and keeps the dialog open on failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client } = fakeClient((call) =>
      call.op === "update" ? { data: null, error: { message: "denied", code: "42501" } } : { data: [post({ id: "1" })], error: null },
    );
    renderPage(ADMIN, client);
    await userEvent.click(within(await screen.findByRole("article", { name: "Post 1" })).getByRole("button", { name: "Reject" }));
    await userEvent.type(screen.getByLabelText("Reviewer note"), "No.");
    await userEvent.click(screen.getByRole("button", { name: "Reject post" }));
    await waitFor(() => expect(toastMessages()).toContain("Failed to reject post"));
    expect(screen.getByRole("dialog", { name: "Reject post" })).toBeTruthy();
  });
});

describe("delete", () => {
  it("asks in an alert dialog with focus on Cancel; Escape cancels and focus returns", async () => {
    const { client, calls } = fakeClient(() => ({ data: [post({ id: "1" })], error: null }));
    renderPage(AUTHOR, client);
    const deleteButton = within(await screen.findByRole("article", { name: "Post 1" })).getByRole("button", { name: "Delete" });
    await userEvent.click(deleteButton);
    const dialog = screen.getByRole("alertdialog", { name: "Delete this post?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toContain('"\u2068Post 1\u2069" will be deleted');
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));

    // Tab stays inside the dialog.
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Delete post" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(calls.filter((c) => c.op === "delete")).toEqual([]);
  });

  it("deletes on confirmation", async () => {
    const { client, calls } = fakeClient((call) =>
      call.op === "delete" ? { data: [{ id: "1" }], error: null } : { data: [post({ id: "1" })], error: null },
    );
    renderPage(AUTHOR, client);
    await userEvent.click(within(await screen.findByRole("article", { name: "Post 1" })).getByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Post 1" })).toBeNull());
    expect(calls.at(-1)).toMatchObject({ op: "delete", filters: [["id", "1"]] });
    expect(toastMessages()).toContain("Post deleted");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "New post" }));
  });
});

describe("the form", () => {
  it("makes the slug from the title, validates, previews HTML as text, uploads the cover and creates a pending post", async () => {
    const { client, calls, uploads } = fakeClient((call) =>
      call.op === "insert"
        ? { data: [post({ id: "new", ...(call.values as object), status: "pending" })], error: null }
        : { data: [], error: null },
    );
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    renderPage(AUTHOR, client);
    await userEvent.click(await screen.findByRole("button", { name: "New post" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "New post" }));

    await userEvent.type(screen.getByLabelText("Title"), "Hello, Toronto!");
    const slug = screen.getByLabelText("Slug") as HTMLInputElement;
    expect(slug.value).toBe("hello-toronto");

    await userEvent.clear(slug);
    await userEvent.type(slug, "Bad Slug");
    await userEvent.type(screen.getByLabelText("Tags"), "strategy, growth, ,strategy");
    const content = screen.getByLabelText("Content (Markdown)");
    await userEvent.type(content, "## Plan{Enter}{Enter}**Grow**");
    const rendered = await screen.findByTestId("markdown-preview");
    await waitFor(() => expect(rendered.querySelector("h2")?.textContent).toBe("Plan"));
    expect(rendered.querySelector("strong")?.textContent).toBe("Grow");
    await userEvent.clear(content);
    await userEvent.type(content, "<b>bold</b><script>alert(1)</script>");
    const preview = await screen.findByTestId("markdown-preview");
    await waitFor(() => expect(preview.textContent).toBe("<b>bold</b><script>alert(1)</script>"));
    expect(preview.querySelector("b, script")).toBeNull();

    const cover = screen.getByLabelText("Cover image") as HTMLInputElement;
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    await userEvent.upload(cover, huge);
    expect(screen.getByText("The image must be 5 MB or smaller.")).toBeTruthy();
    const png = new File([new Uint8Array([1, 2, 3])], "cover.png", { type: "image/png" });
    await userEvent.upload(cover, png);
    expect(screen.queryByText("The image must be 5 MB or smaller.")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Create post" }));
    expect(screen.getByText("Use lower-case letters, digits and single hyphens, e.g. my-first-post.")).toBeTruthy();
    expect(slug.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(slug);
    expect(calls.filter((c) => c.op === "insert")).toEqual([]);

    await userEvent.clear(slug);
    await userEvent.type(slug, "hello-toronto");
    await userEvent.click(screen.getByRole("button", { name: "Create post" }));
    await screen.findByRole("article", { name: "Hello, Toronto!" });
    expect(uploads).toEqual([{ fn: "image-upload", bucket: "blog-images", type: "image/png" }]);
    expect(calls.at(-1)).toMatchObject({
      op: "insert",
      values: {
        title: "Hello, Toronto!",
        slug: "hello-toronto",
        category: null,
        tags: ["strategy", "growth"],
        excerpt: null,
        content: "<b>bold</b><script>alert(1)</script>",
        cover_image_url: "https://project.example/storage/v1/object/public/blog-images/author-1/1700000000000.png",
      },
    });
    expect(toastMessages()).toContain("Post created: it is pending review");
    // Typing into a form with its translation fields takes longer than the default 5 s on a busy machine.
  }, 40_000);

  it("says a taken slug at the field", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client } = fakeClient((call) =>
      call.op === "insert" ? { data: null, error: { message: "duplicate key", code: "23505" } } : { data: [], error: null },
    );
    renderPage(AUTHOR, client);
    await userEvent.click(await screen.findByRole("button", { name: "New post" }));
    await userEvent.type(screen.getByLabelText("Title"), "Taken");
    await userEvent.click(screen.getByRole("button", { name: "Create post" }));
    expect(await screen.findByText("Another post already uses this slug.")).toBeTruthy();
  });

  it("edits an approved post: warns the author, sends only changed columns, and shows the resulting status", async () => {
    const approved = post({ id: "1", title: "Approved one", status: "approved", published: true, tags: ["a"] });
    const { client, calls } = fakeClient((call) =>
      call.op === "update"
        ? { data: [{ ...approved, ...(call.values as object), status: "pending", published: false }], error: null }
        : { data: [approved], error: null },
    );
    renderPage(AUTHOR, client);
    await userEvent.click(within(await screen.findByRole("article", { name: "Approved one" })).getByRole("button", { name: "Edit" }));
    expect(screen.getByText("This post is Approved. Saving a change to its content sends it back to pending review.")).toBeTruthy();
    expect((screen.getByLabelText("Slug") as HTMLInputElement).value).toBe("post-1");
    await userEvent.type(screen.getByLabelText("Title"), " (updated)");
    // An existing post keeps its slug when the title changes.
    expect((screen.getByLabelText("Slug") as HTMLInputElement).value).toBe("post-1");
    await userEvent.click(screen.getByRole("button", { name: "Save post" }));
    await screen.findByRole("article", { name: "Approved one (updated)" });
    expect(calls.at(-1)).toEqual({ table: "blog_posts", op: "update", values: { title: "Approved one (updated)" }, filters: [["id", "1"]] });
    expect(toastMessages()).toContain("Post saved. Status: Pending");
    expect(within(byTitle("Approved one (updated)")).getByTestId("post-status").textContent).toBe("Pending");
  });

  it("saves nothing when nothing changed", async () => {
    const { client, calls } = fakeClient(() => ({ data: [post({ id: "1" })], error: null }));
    renderPage(AUTHOR, client);
    const edit = within(await screen.findByRole("article", { name: "Post 1" })).getByRole("button", { name: "Edit" });
    await userEvent.click(edit);
    await userEvent.click(screen.getByRole("button", { name: "Save post" }));
    await screen.findByRole("article", { name: "Post 1" });
    expect(calls.filter((c) => c.op === "update")).toEqual([]);
    expect(toastMessages()).toContain("Nothing changed");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit" }));
  });
});
