import type { PostInput } from "./post-input";

export const POST_STATUSES = ["pending", "approved", "rejected"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A staff role as the portal knows it (profiles.role). */
export type StaffRole = "admin" | "editor" | "author";

/** The signed-in staff member, as the page needs it (the route passes it from the auth context). */
export interface BlogViewer {
  id: string;
  role: StaffRole;
}

/** A row of blog_posts with its author's profile (the REST embed through author_id). */
export interface AdminBlogPost extends PostInput {
  id: string;
  status: PostStatus;
  published: boolean;
  reviewer_note: string | null;
  author_id: string | null;
  created_at: string;
  updated_at: string;
  author_profile: { full_name: string | null; role: string } | null;
}

/** Edit and delete: the post's author or an admin (spec §6). The database decides in the end (RLS). */
export function canManage(viewer: BlogViewer, post: Pick<AdminBlogPost, "author_id">): boolean {
  return viewer.role === "admin" || (post.author_id !== null && post.author_id === viewer.id);
}

/** Approve and reject: only an admin, only on a pending post (spec §4, §6). */
export function canReview(viewer: BlogViewer, post: Pick<AdminBlogPost, "status">): boolean {
  return viewer.role === "admin" && post.status === "pending";
}
