/**
 * @jest-environment node
 */
import * as runtimeCore from '@module-federation/runtime-core';
// That it names all a built remote's entry takes from it is checked against the federation's
// own files in packages/webpack-config/federation-options.test.js.
import provideRuntimePlugin, { RUNTIME_CORE_GLOBAL } from '../provide-runtime-plugin';

const scope = globalThis as Record<string, unknown>;

afterEach(() => {
  delete scope[RUNTIME_CORE_GLOBAL];
});

it('puts the shell’s own runtime core on the page before the federation starts', () => {
  const plugin = provideRuntimePlugin();
  const args = { options: { name: 'shell' } } as never;
  expect(plugin.beforeInit!(args)).toBe(args);
  const provided = scope[RUNTIME_CORE_GLOBAL] as Record<string, unknown>;
  expect(Object.keys(provided).length).toBeGreaterThan(10);
  for (const [name, value] of Object.entries(provided)) {
    expect(value).toBe((runtimeCore as Record<string, unknown>)[name]);
  }
});

it('leaves a runtime core already on the page in place', () => {
  const existing = { ModuleFederation: class {} };
  scope[RUNTIME_CORE_GLOBAL] = existing;
  provideRuntimePlugin().beforeInit!({ options: { name: 'shell' } } as never);
  expect(scope[RUNTIME_CORE_GLOBAL]).toBe(existing);
});
