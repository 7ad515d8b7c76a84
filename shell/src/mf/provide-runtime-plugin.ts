// Federation runtime plugin of the shell: the page's one federation runtime. A built remote
// does not carry the runtime's core (its remoteEntry.js is 9 KB after gzip instead of 20): it
// takes it from the page, as `globalThis._FEDERATION_RUNTIME_CORE` (the federation plugin's
// `experiments.externalRuntime`, set for production builds in @voices/webpack-config). This
// plugin puts the shell's own copy there before any remote's entry runs. It names only what a
// remote's entry uses (RUNTIME_CORE_EXPORTS), where the federation's ready-made provider hands
// over the whole module, 23.6 KB more in the shell's main.js than the parts a page uses.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a built remote's entry takes from the page's runtime core (read off the built files). */
const RUNTIME_CORE_EXPORTS: Readonly<Record<string, unknown>> = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'voices-shell-provide-runtime',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] ??= RUNTIME_CORE_EXPORTS;
      return args;
    },
  };
}
