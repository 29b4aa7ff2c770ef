import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { getSupabase } from "~/lib/supabase";
import { createPost, deletePost, listPosts, reviewPost, updatePost, uploadCover, BlogApiError } from "./api";
import { DeleteDialog, RejectDialog } from "./dialogs";
import { changedFields, type PostInput } from "./post-input";
import { staffTranslator } from "~/lib/staff-translations";
import { SiteNote, ViewOnSite } from "~/components/ui/view-on-site";
import { PostForm, type SaveOutcome } from "./post-form";
import { PostList } from "./post-list";
import { primaryButton, secondaryButton } from "~/components/ui/styles";
import type { AdminBlogPost, BlogViewer } from "./types";

export interface BlogAdminProps {
  /** The signed-in staff member (from the auth context). */
  viewer: BlogViewer;
  /** Where the Supabase client comes from (tests pass their own). */
  getClient?: () => Promise<SupabaseClient>;
}

type Posts = { status: "loading" } | { status: "error" } | { status: "ready"; posts: AdminBlogPost[] };
type View = { mode: "list" } | { mode: "create" } | { mode: "edit"; post: AdminBlogPost };
type Busy = { id: string; action: "approve" | "reject" | "delete" } | null;

const NEW_POST_BUTTON = "blog-admin-new-post";

/**
 * /admin/blog: every post the user may read (row-level security decides:
 * staff read all), newest first; writing and editing posts; admins approve
 * or reject pending ones; the author or an admin deletes.
 */
export function BlogAdmin({ viewer, getClient = getSupabase }: BlogAdminProps) {
  const { t } = useTranslation("admin-blog");
  const { t: tSite } = useTranslation("admin-site");
  const [posts, setPosts] = useState<Posts>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<View>({ mode: "list" });
  const [busy, setBusy] = useState<Busy>(null);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const [rejecting, setRejecting] = useState<AdminBlogPost | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  /** The element id to focus once the list is back (after the form closes). */
  const focusAfterList = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    getClient()
      .then(listPosts)
      .then(
        (rows) => {
          if (active) setPosts({ status: "ready", posts: rows });
        },
        (error: unknown) => {
          console.warn(error);
          if (!active) return;
          setPosts({ status: "error" });
          toast.error({ key: "toasts.loadFailed", ns: "admin-blog" });
        },
      );
    return () => {
      active = false;
    };
  }, [getClient, attempt, t]);

  const replace = useCallback((post: AdminBlogPost) => {
    setPosts((current) =>
      current.status === "ready" ? { status: "ready", posts: current.posts.map((p) => (p.id === post.id ? post : p)) } : current,
    );
  }, []);

  function backToList(focusId: string) {
    focusAfterList.current = focusId;
    setView({ mode: "list" });
  }

  async function save(post: AdminBlogPost | undefined, input: PostInput, cover: File | null): Promise<SaveOutcome> {
    let supabase: SupabaseClient;
    try {
      supabase = await getClient();
    } catch (error) {
      console.warn(error);
      toast.error({ key: "toasts.saveFailed", ns: "admin-blog" });
      return { ok: false };
    }
    let row = input;
    if (cover) {
      try {
        row = { ...input, cover_image_url: await uploadCover(supabase, cover) };
      } catch (error) {
        console.warn(error);
        toast.error({ key: "toasts.uploadFailed", ns: "admin-blog" });
        return { ok: false, errors: { coverImageUrl: "coverUpload" } };
      }
    }
    try {
      if (!post) {
        const created = await createPost(supabase, row);
        setPosts((current) => (current.status === "ready" ? { status: "ready", posts: [created, ...current.posts] } : current));
        setHighlight(created.id);
        toast.success({ key: "toasts.created", ns: "admin-blog" });
        backToList(`post-${created.id}`);
        return { ok: true };
      }
      const changes = changedFields(post, row);
      if (Object.keys(changes).length === 0) {
        toast({ key: "toasts.unchanged", ns: "admin-blog" });
        backToList(`edit-${post.id}`);
        return { ok: true };
      }
      const saved = await updatePost(supabase, post.id, changes);
      replace(saved);
      setHighlight(saved.id);
      toast.success({ key: "toasts.saved", ns: "admin-blog", values: { status: t(`status.${saved.status}`) } });
      backToList(`post-${saved.id}`);
      return { ok: true };
    } catch (error) {
      console.warn(error);
      if (error instanceof BlogApiError && error.code === "23505") return { ok: false, errors: { slug: "slugTaken" } };
      toast.error({ key: "toasts.saveFailed", ns: "admin-blog" });
      return { ok: false };
    }
  }

  async function review(post: AdminBlogPost, decision: { status: "approved" } | { status: "rejected"; note: string }) {
    const action = decision.status === "approved" ? "approve" : "reject";
    setBusy({ id: post.id, action });
    try {
      const supabase = await getClient();
      replace(await reviewPost(supabase, post.id, decision));
      toast.success({ key: decision.status === "approved" ? "toasts.approved" : "toasts.rejected", ns: "admin-blog" });
      setRejecting(null);
      focusAfterList.current = `post-${post.id}`;
    } catch (error) {
      console.warn(error);
      toast.error({ key: decision.status === "approved" ? "toasts.approveFailed" : "toasts.rejectFailed", ns: "admin-blog" });
    } finally {
      setBusy(null);
    }
  }

  async function remove(post: AdminBlogPost) {
    setBusy({ id: post.id, action: "delete" });
    try {
      const supabase = await getClient();
      await deletePost(supabase, post);
      setPosts((current) =>
        current.status === "ready" ? { status: "ready", posts: current.posts.filter((p) => p.id !== post.id) } : current,
      );
      setDeleting(null);
      toast.success({ key: "toasts.deleted", ns: "admin-blog" });
      focusAfterList.current = NEW_POST_BUTTON;
    } catch (error) {
      console.warn(error);
      toast.error({ key: "toasts.deleteFailed", ns: "admin-blog" });
    } finally {
      setBusy(null);
    }
  }

  // After the form, a review or a delete, focus goes to a sensible place in the list (the reviewed
  // post's buttons are gone once it is not pending; a deleted post is gone altogether).
  useEffect(() => {
    if (busy || rejecting || !focusAfterList.current || view.mode !== "list") return;
    document.getElementById(focusAfterList.current)?.focus();
    focusAfterList.current = null;
  });

  if (view.mode !== "list") {
    const post = view.mode === "edit" ? view.post : undefined;
    return (
      <PostForm
        key={post?.id ?? "new"}
        post={post}
        viewer={viewer}
        onSave={(input, cover) => save(post, input, cover)}
        onCancel={() => backToList(post ? `edit-${post.id}` : NEW_POST_BUTTON)}
        translate={async (to, texts) => staffTranslator(await getClient())(to, texts)}
      />
    );
  }

  return (
    <div className="space-y-4">
      <SiteNote>
        {tSite("blogIntro")} <ViewOnSite path="/blog" className="text-brand underline" />
      </SiteNote>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {t("listHeading")}
          {posts.status === "ready" && (
            <span className="ms-2 text-sm font-normal text-ink-muted">{t("count", { count: posts.posts.length })}</span>
          )}
        </h2>
        <button id={NEW_POST_BUTTON} type="button" className={primaryButton} onClick={() => setView({ mode: "create" })}>
          {t("newPost")}
        </button>
      </div>
      {posts.status === "loading" ? (
        <p role="status" className="text-ink-muted">
          {t("loading")}
        </p>
      ) : posts.status === "error" ? (
        <div className="rounded-lg border border-line bg-surface p-4">
          <p className="text-ink-muted">{t("loadError")}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => {
              setPosts({ status: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            {t("retry")}
          </button>
        </div>
      ) : posts.posts.length === 0 ? (
        <div className="rounded-lg border border-dashed border-line bg-surface p-6 text-center">
          <p className="font-medium">{t("empty")}</p>
          <p className="mt-1 text-sm text-ink-muted">{t("emptyHint")}</p>
        </div>
      ) : (
        <PostList
          posts={posts.posts}
          viewer={viewer}
          busy={busy}
          highlight={highlight}
          onEdit={(post) => setView({ mode: "edit", post })}
          onApprove={(post) => void review(post, { status: "approved" })}
          onReject={(post) => setRejecting(post)}
          onDelete={(post) => setDeleting(post)}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={deleting.title}
          busy={busy?.action === "delete"}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={rejecting.title}
          busy={busy?.action === "reject"}
          onConfirm={(note) => void review(rejecting, { status: "rejected", note })}
          onCancel={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
