import { useRemoteSection } from './remote-section-context';
import { SectionUnavailable } from './section-unavailable';

/** The page of the fallback module that stands in for a remote that could not be loaded. */
export function RemoteUnavailable() {
  const { section, retry } = useRemoteSection();
  return <SectionUnavailable section={section} onRetry={retry} />;
}

export default RemoteUnavailable;
