import { GraphQLError } from 'graphql';
import * as db from './db.mjs';
import { Post } from './models.mjs';
import { canPublishPost, canReadPost } from './permissions.mjs';

// The business layer: the one way to reach posts, for GraphQL and for any other caller.
// `context` is { viewer, loaders }.

export async function getPost({ viewer, loaders }, id) {
  const post = await loaders.post.load(id);
  // A draft the viewer may not read looks exactly like a post that does not exist.
  return post && canReadPost(viewer, post) ? post : null;
}

export async function listPosts({ viewer }) {
  const rows = await db.allPosts();
  return rows.map((row) => new Post(row)).filter((post) => canReadPost(viewer, post));
}

export async function publishPost(context, id) {
  const post = await getPost(context, id);
  if (!post) {
    throw new GraphQLError(`No post has the id ${id}.`, {
      extensions: { code: 'NOT_FOUND' },
    });
  }
  if (!canPublishPost(context.viewer, post)) {
    throw new GraphQLError('Only the author can publish this post.', {
      extensions: { code: 'FORBIDDEN' },
    });
  }
  context.loaders.post.clear(id);
  return new Post(await db.updatePost(id, { published: true }));
}
