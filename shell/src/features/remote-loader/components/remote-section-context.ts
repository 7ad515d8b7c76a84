import { createContext, useContext } from 'react';

export interface RemoteSection {
  /** What the reader calls this part of the site, e.g. 'News'; none outside a section. */
  section?: string;
  /** Loads the remote again. */
  retry: () => void;
}

const reloadPage = () => window.location.reload();

export const RemoteSectionContext = createContext<RemoteSection>({
  retry: reloadPage,
});

export const useRemoteSection = () => useContext(RemoteSectionContext);
