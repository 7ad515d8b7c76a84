import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '@voices/contracts';
import { IMMUTABLE } from '../../lib/cache-control';
import { isNotModified } from '../../lib/conditional-get';
import { notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { createStoriesRepository } from '../../repositories/stories-repository';
import { createShareImages } from '../../services/share/share-images';

/** Without the version in the address, a card may change with the next edit. */
const UNVERSIONED = 'public, max-age=300';

/** Share cards: the picture a link to a story shows in chats and on social sites. */
export const shareRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const stories = createStoriesRepository(fastify.db);
  const images = createShareImages({
    dataDir: fastify.config.dataDir,
    picture: (fileName) => fastify.uploads.imageSource(fileName),
    jobs: fastify.config.uploads?.imageJobs ?? 2,
  });
  fastify.domainEvents.on('story:deleted', ({ storyId }) => images.forget(storyId));

  fastify.get(
    '/share/stories/:file',
    {
      schema: {
        tags: ['stories'],
        summary: "A story's share card: a 1200×630 PNG in its theme",
        description:
          'Address it as `/api/share/stories/{id}.png`; pages add `?v=` with the version, which makes the answer cacheable for good. Drawn on first request after each edit.',
        params: Type.Object({ file: Type.String({ pattern: '^[0-9a-fA-F]{24}\\.png$' }) }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png' }),
          304: Type.Null({ description: 'Not modified' }),
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.png'.length).toLowerCase();
      const story = isId(id) ? await stories.findView(id) : null;
      // A story a moderator hid has no card: it is gone for everyone the card could reach.
      if (!story || story.moderationStatus === 'hidden') throw notFound('Story not found');
      const { bytes, version } = await images.forStory({
        id: story.id,
        title: story.title,
        author: story.author,
        selectedTemplate: story.selectedTemplate,
        updatedAt: story.updatedAt,
        media: story.media,
      });
      const etag = `"card-${version}"`;
      reply
        .header('etag', etag)
        .header('cache-control', request.query.v === version ? IMMUTABLE : UNVERSIONED)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (isNotModified(request, etag)) return reply.code(304).send(null);
      return reply.type('image/png').send(bytes);
    },
  );
};
