// The rules, as plain functions of the viewer ({ id, role } or null) and the object.

const isAdmin = (viewer) => viewer?.role === 'ADMIN';

/** Published posts are public; a draft is for its author and for admins. */
export function canReadPost(viewer, post) {
  return post.published || viewer?.id === post.authorId || isAdmin(viewer);
}

/** Only the author publishes a post, admins included. */
export function canPublishPost(viewer, post) {
  return viewer?.id === post.authorId;
}

/** An email address is for its owner and for admins. */
export function canSeeEmail(viewer, user) {
  return viewer?.id === user.id || isAdmin(viewer);
}
