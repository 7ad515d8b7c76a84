import { useCallback, useState } from 'react';
import { api } from '@voices/platform';

/** DELETE /delete/{id}: the server decides from the session whether the caller is the author. */
export async function deleteNews(id: string, authorId: string): Promise<void> {
  await api.delete(`delete/${encodeURIComponent(id)}`, { json: { authorId } });
}

export function useDeleteNews(): {
  busy: boolean;
  remove: (id: string, authorId: string) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const remove = useCallback(async (id: string, authorId: string) => {
    setBusy(true);
    try {
      await deleteNews(id, authorId);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, remove };
}
