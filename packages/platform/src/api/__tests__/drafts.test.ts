import { ApiError } from '../../api-client';
import { deleteDraft, getDrafts, localDrafts, saveDraft } from '../drafts';
import { createStory, createUser, signInAs } from '../../testing';

describe('drafts', () => {
  it('keep, list and discard a member’s server drafts', async () => {
    const member = createUser();
    const story = createStory(member);
    signInAs(member);

    expect(await getDrafts()).toEqual([]);
    const saved = await saveDraft('compose', { title: 'Half', idempotencyKey: 'k-1' });
    expect(saved).toEqual({
      key: 'compose',
      fields: { title: 'Half', idempotencyKey: 'k-1' },
      updatedAt: expect.any(String),
    });
    await saveDraft(`edit-${story.id}`, { title: 'Changed' });
    expect((await getDrafts()).map((draft) => draft.key).sort()).toEqual([
      'compose',
      `edit-${story.id}`,
    ]);

    await deleteDraft('compose');
    expect((await getDrafts()).map((draft) => draft.key)).toEqual([`edit-${story.id}`]);
  });

  it('refuse an edit draft of someone else’s story', async () => {
    const other = createStory(createUser());
    signInAs(createUser());
    await expect(saveDraft(`edit-${other.id}`, { title: 'x' })).rejects.toBeInstanceOf(ApiError);
  });

  it('keep the browser’s copy per member and key', () => {
    const written = localDrafts.write('m1', 'compose', { title: 'Here' });
    expect(localDrafts.read('m1', 'compose')).toEqual(written);
    expect(localDrafts.read('m2', 'compose')).toBeNull();
    expect(localDrafts.read('m1', 'edit-1')).toBeNull();
    window.localStorage.setItem('draft:m1:edit-1', '{"broken"');
    expect(localDrafts.read('m1', 'edit-1')).toBeNull();
    localDrafts.remove('m1', 'compose');
    expect(localDrafts.read('m1', 'compose')).toBeNull();
  });
});
