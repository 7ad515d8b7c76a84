import { DRAFT_LIMITS } from '@voices/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@voices/platform';
import { type Draft, type DraftBody } from '@voices/platform/api';
import { localDrafts, useDeleteDraft, useDrafts, useSaveDraft } from '@voices/platform/api';
import { draftImages } from '../lib/draft-images';

/** The fields that make two drafts different; the Idempotency-Key travels but is not one. */
function snapshot(fields: DraftBody): string {
  const rest: DraftBody = { ...fields };
  delete rest.idempotencyKey;
  return JSON.stringify(
    Object.keys(rest)
      .sort()
      .map((name) => [name, rest[name as keyof typeof rest]]),
  );
}

/** Tells one set of picked images from another without reading them. */
const imagesSignature = (files: readonly File[]) =>
  files.map((file) => `${file.name}:${file.size}:${file.lastModified}`).join('|');

const newest = (a: Draft | null, b: Draft | null) =>
  !a ? b : !b ? a : a.updatedAt >= b.updatedAt ? a : b;

export interface StoryDraftOptions {
  /** 'compose', or 'edit-{storyId}'. */
  draftKey: string;
  /** What the form holds now, with the Idempotency-Key the publish would send. */
  values: DraftBody;
  /** Images picked and not yet sent: kept in this browser only. */
  images?: readonly File[];
  /** Whether the form holds something worth keeping (an empty form, or an unchanged story, is not). */
  worthKeeping: boolean;
}

export interface StoryDraft {
  /** A kept draft that differs from the form as it opened: the 'Resume your draft' prompt. */
  offer: Draft | null;
  /** The offered draft's images (this browser's copy only; none from another device). */
  offerImages: File[];
  /** Hands back the offered draft for the form to take, and keeps saving from it. */
  resume: () => { fields: DraftBody; images: File[] } | null;
  /** Forgets the offered draft here and on the server. */
  discard: () => void;
  /**
   * After a publish (or update): the draft is done with, here and on the server. `fields` is
   * what the form holds afterwards (nothing is kept until it changes from that).
   */
  clear: (fields?: DraftBody) => void;
}

/**
 * Keeps a form's unsent text and choices as a draft: in this browser a moment after each change,
 * and for a signed-in member on the server a little later, so it can be resumed on any device.
 * When the form opens, the newest kept draft is offered (not applied) if it differs from the form.
 */
const NO_IMAGES: readonly File[] = [];

export function useStoryDraft({
  draftKey,
  values,
  images = NO_IMAGES,
  worthKeeping,
}: StoryDraftOptions): StoryDraft {
  const userId = useSession((state) => state.user?.id ?? '');
  const signedIn = useSession((state) => state.token !== null) && userId !== '';
  const active = userId !== '';
  const server = useDrafts(active && signedIn);
  const saving = useSaveDraft();
  const saveRemote = saving.mutate;
  const deleting = useDeleteDraft();

  const [offer, setOffer] = useState<{ draft: Draft; images: File[] } | null>(null);
  // Whether the kept drafts have been looked at; then what was last kept (or offered, or cleared).
  const [decided, setDecided] = useState(false);
  const kept = useRef<string | null>(null);
  const latest = useRef(values);
  latest.current = values;
  const latestImages = useRef(images);
  latestImages.current = images;
  const signature = imagesSignature(images);
  const current = `${snapshot(values)}#${signature}`;
  const latestCurrent = useRef(current);
  latestCurrent.current = current;
  // The images this browser's copy holds, by signature.
  const keptImages = useRef(signature);

  // Look once, when this browser's copy and (signed in) the server's list are known.
  const serverSettled = !signedIn || ((server.isSuccess || server.isError) && !server.isFetching);
  const looking = useRef(false);
  useEffect(() => {
    if (!active || decided || looking.current || !serverSettled) return;
    looking.current = true;
    const local = localDrafts.read(userId, draftKey);
    const remote = server.data?.find((draft) => draft.key === draftKey) ?? null;
    const found = newest(local, remote);
    void draftImages.load(userId, draftKey).then((keptFiles) => {
      kept.current = latestCurrent.current;
      keptImages.current = imagesSignature(latestImages.current);
      const text = snapshot(latest.current);
      if (found && (snapshot(found.fields) !== text || keptFiles.length > 0)) {
        setOffer({ draft: found, images: keptFiles });
      }
      setDecided(true);
    });
  }, [active, decided, serverSettled, userId, draftKey, server.data]);

  const localTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const serverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingServer = useRef<DraftBody | null>(null);
  // The text last sent to the server.
  const sentText = useRef<string | null>(null);
  // Whether this form kept a draft, so that undoing every change also forgets it.
  const wrote = useRef(false);

  const stopTimers = () => {
    if (localTimer.current) clearTimeout(localTimer.current);
    if (serverTimer.current) clearTimeout(serverTimer.current);
    localTimer.current = null;
    serverTimer.current = null;
    pendingServer.current = null;
  };

  const flushServer = useCallback(() => {
    if (serverTimer.current) clearTimeout(serverTimer.current);
    serverTimer.current = null;
    const fields = pendingServer.current;
    pendingServer.current = null;
    // Best effort: the browser's copy already holds it.
    if (fields && signedIn) saveRemote({ key: draftKey, fields });
  }, [signedIn, saveRemote, draftKey]);

  const writeLocal = useCallback(() => {
    localDrafts.write(userId, draftKey, latest.current);
    const now = imagesSignature(latestImages.current);
    if (now === keptImages.current) return;
    keptImages.current = now;
    void draftImages.save(userId, draftKey, latestImages.current);
  }, [userId, draftKey]);

  const flushLocal = useCallback(() => {
    if (!localTimer.current) return;
    clearTimeout(localTimer.current);
    localTimer.current = null;
    writeLocal();
  }, [writeLocal]);

  const forget = () => {
    stopTimers();
    wrote.current = false;
    localDrafts.remove(userId, draftKey);
    void draftImages.remove(userId, draftKey);
    keptImages.current = '';
    if (signedIn) deleting.mutate(draftKey);
  };

  // Each change is kept once the prompt (if any) is answered: nothing overwrites an offered draft.
  useEffect(() => {
    if (!active || !decided || offer || current === kept.current) return;
    kept.current = current;
    if (!worthKeeping) {
      if (wrote.current) forget();
      return;
    }
    wrote.current = true;
    if (localTimer.current) clearTimeout(localTimer.current);
    localTimer.current = setTimeout(() => {
      localTimer.current = null;
      writeLocal();
    }, DRAFT_LIMITS.localSaveMs);
    // The server keeps text and choices: a change of images alone is not sent.
    if (!signedIn || snapshot(latest.current) === sentText.current) return;
    sentText.current = snapshot(latest.current);
    pendingServer.current = latest.current;
    if (serverTimer.current) clearTimeout(serverTimer.current);
    serverTimer.current = setTimeout(flushServer, DRAFT_LIMITS.serverSaveMs);
    // forget is rebuilt each render; the change of `current` is what this effect answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, decided, offer, current, worthKeeping, signedIn, writeLocal, flushServer]);

  // Closing the form or the tab keeps what was typed in the last moment too.
  useEffect(() => {
    if (!active) return;
    const leave = () => {
      flushLocal();
      flushServer();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [active, flushLocal, flushServer]);

  return {
    offer: offer?.draft ?? null,
    offerImages: offer?.images ?? [],
    resume: () => {
      if (!offer) return null;
      setOffer(null);
      // The form takes the draft; nothing is written again until it changes.
      kept.current = `${snapshot(offer.draft.fields)}#${imagesSignature(offer.images)}`;
      keptImages.current = imagesSignature(offer.images);
      sentText.current = snapshot(offer.draft.fields);
      return { fields: offer.draft.fields, images: offer.images };
    },
    discard: () => {
      forget();
      kept.current = latestCurrent.current;
      sentText.current = null;
      setOffer(null);
    },
    clear: (fields) => {
      forget();
      kept.current = `${snapshot(fields ?? latest.current)}#`;
      sentText.current = null;
    },
  };
}
