import { useT } from '../../../i18n';
import { useRemoteSection } from './remote-section-context';
import { SectionUnavailable } from './section-unavailable';

/** The page of the fallback module that stands in for a remote that could not be loaded. */
export function RemoteUnavailable() {
  const t = useT();
  const { section, retry } = useRemoteSection();
  return <SectionUnavailable section={section ?? t('section.thisPage')} onRetry={retry} />;
}

export default RemoteUnavailable;
