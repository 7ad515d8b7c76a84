// Federation runtime plugin of the shell: the first of three layers against a remote whose
// origin is down. A failed fetch of a remote's manifest, entry script or exposed chunk is tried
// once more after a short pause (a remote being redeployed or a dropped connection usually
// recovers); what still fails goes to the fallback plugin, then to the section's boundary.
import { RetryPlugin } from '@module-federation/retry-plugin';

export const RETRY_DELAY_MS = 600;

export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: RETRY_DELAY_MS },
    script: { retryTimes: 1, retryDelay: RETRY_DELAY_MS },
  });
}
