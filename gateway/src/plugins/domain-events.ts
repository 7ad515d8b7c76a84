import fp from 'fastify-plugin';

/**
 * What happened in one area that another area reacts to, after the writing transaction has
 * committed: publishing a story notifies the author's followers, without the stories routes
 * knowing about notifications. Listeners run after the response's data is safe; a listener that
 * fails is logged and never fails the request that emitted the event.
 */
export interface DomainEventMap {
  'story:published': { storyId: string; authorId: string; title: string };
  'story:updated': { storyId: string; authorId: string };
  'story:deleted': { storyId: string; authorId: string };
  'user:followed': { followerId: string; followeeId: string };
  'user:unfollowed': { followerId: string; followeeId: string };
}

export type DomainEventName = keyof DomainEventMap;
type Listener<E extends DomainEventName> = (payload: DomainEventMap[E]) => void | Promise<void>;

export interface DomainEvents {
  on<E extends DomainEventName>(event: E, listener: Listener<E>): void;
  /** Runs every listener; resolves when all have finished (failures are logged). */
  emit<E extends DomainEventName>(event: E, payload: DomainEventMap[E]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    domainEvents: DomainEvents;
  }
}

export const domainEventsPlugin = fp(
  async (fastify) => {
    const listeners = new Map<DomainEventName, Listener<DomainEventName>[]>();

    const events: DomainEvents = {
      on(event, listener) {
        const list = listeners.get(event) ?? [];
        list.push(listener as Listener<DomainEventName>);
        listeners.set(event, list);
      },
      async emit(event, payload) {
        const list = listeners.get(event) ?? [];
        await Promise.all(
          list.map(async (listener) => {
            try {
              await listener(payload);
            } catch (error) {
              fastify.log.error({ err: error, event }, 'a domain event listener failed');
            }
          }),
        );
      },
    };
    fastify.decorate('domainEvents', events);
  },
  { name: 'domain-events' },
);
