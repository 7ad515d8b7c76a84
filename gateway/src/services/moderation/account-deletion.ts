import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/types';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createStoriesRepository, mediaFileNames } from '../../repositories/stories-repository';
import type { OtpFlow } from '../auth/otp-flow';

export type AccountDeletionDeps = Pick<FastifyInstance, 'db' | 'uploads' | 'auth'>;

/**
 * Deletes a member once the code e-mailed to them matches: in one transaction their stories
 * (through the stories repository, media rows with them), the notifications they caused, their
 * sessions and the account itself; follows, saved lists, favourites, drafts, blocks, reports
 * they made, codes and e-mail settings go with the account's row (ON DELETE CASCADE), and the
 * moderation log keeps its entries with the moderator's id set null. After the commit the
 * stories' and the profile's files are removed and open realtime connections closed. A wrong or
 * expired code is answered as at sign-in (the OTP flow's verify).
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  flow: OtpFlow,
  user: UserRow,
  code: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { files, sessions } = await flow.verify(
    { purpose: 'account-delete', userId: user.id },
    code,
    async (trx) => {
      const stories = createStoriesRepository(trx);
      const ids = (
        await trx.selectFrom('stories').select('id').where('author_id', '=', user.id).execute()
      ).map((row) => row.id);
      const files: string[] = [];
      for (const id of ids) {
        files.push(...mediaFileNames(await stories.media(id)));
        await stories.delete(id);
      }
      const row = await trx
        .selectFrom('users')
        .select('photo')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (row?.photo) files.push(row.photo);
      await trx.deleteFrom('notifications').where('actor_id', '=', user.id).execute();
      const sessions = await createSessionsRepository(trx).deleteAllOf(user.id);
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      return { files, sessions };
    },
  );
  deps.auth.closeSessions(sessions);
  try {
    await deps.uploads.remove(files);
  } catch (error) {
    log.warn({ err: error, files }, 'could not remove the files of a deleted account');
  }
}
