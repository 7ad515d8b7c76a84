import fp from 'fastify-plugin';
import { MINUTE } from '../lib/clock';
import {
  createEmailNotifications,
  type DigestReport,
  type EmailNotifications,
} from '../services/email-notifications';

declare module 'fastify' {
  interface FastifyInstance {
    emailNotifications: EmailNotifications & {
      /** Resolves once every e-mail started so far has been sent or has failed (tests, stop). */
      idle(): Promise<void>;
      /** One digest round now, whatever the hour (tests). */
      runDigests(): Promise<DigestReport>;
    };
  }
}

/** How often a gateway looks for digests due. */
export const DIGEST_CHECK_EVERY_MS = 15 * MINUTE;
/** The UTC hour from which the day's digests go out (EMAIL_DIGEST_HOUR_UTC). */
export const DEFAULT_DIGEST_HOUR_UTC = 7;

/**
 * The e-mails members switch on. A new follower's e-mail is sent after the follow has been
 * answered (a slow mail server never holds the follow); the daily digests go out from
 * `digestHourUtc` on, looked for every 15 minutes by the gateway that holds the job when
 * `emailDigests` is set (the server sets it; tests call `runDigests()` themselves). Each
 * member's digest is also claimed once per day in the database.
 */
export const emailNotificationsPlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    const now = config.now ?? (() => new Date());
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    const service = createEmailNotifications({
      db: fastify.db,
      mailer: fastify.mailer,
      secret: fastify.auth.secret,
      origin,
      now,
      log: fastify.log.child({ module: 'email-notifications' }),
    });
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      const settled = work.catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'notification e-mail failed'),
      );
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
    };

    fastify.decorate('emailNotifications', {
      ...service,
      async idle() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    });

    fastify.domainEvents.on('user:followed', ({ followerId, followeeId }) => {
      track(service.newFollower(followerId, followeeId));
    });

    if (config.emailDigests) {
      const hour = config.digestHourUtc ?? DEFAULT_DIGEST_HOUR_UTC;
      if (!config.publicUrl) {
        fastify.log.warn(
          'PUBLIC_URL is not set: the links in notification e-mails point to localhost',
        );
      }
      // One gateway of the fleet looks (plugins/jobs.ts); the per-member claim would keep two
      // from sending the same digest anyway.
      fastify.jobs.define({
        name: 'email-digests',
        everyMs: DIGEST_CHECK_EVERY_MS,
        runAtStart: true,
        run: async () => {
          if (now().getUTCHours() < hour) return;
          const report = await service.runDigests();
          if (report.sent + report.failed > 0) fastify.log.info(report, 'daily digests');
        },
      });
    }

    fastify.addHook('preClose', async () => {
      await fastify.emailNotifications.idle();
    });
  },
  {
    name: 'email-notifications',
    dependencies: ['database', 'mailer', 'auth', 'domain-events', 'jobs'],
  },
);
