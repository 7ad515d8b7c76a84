import { createContext, useContext } from 'react';

export interface RemoteSection {
  /** What the reader calls this part of the site, e.g. 'News feed'. */
  section: string;
  /** Loads the remote again. */
  retry: () => void;
}

const reloadPage = () => window.location.reload();

export const RemoteSectionContext = createContext<RemoteSection>({
  section: 'This page',
  retry: reloadPage,
});

export const useRemoteSection = () => useContext(RemoteSectionContext);
