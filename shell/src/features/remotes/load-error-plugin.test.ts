import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { expectConsole } from '../../../../build/jest/console';
import { forgetRemoteFailure, lastRemoteFailure, loadErrorPlugin } from './load-error-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof loadErrorPlugin>['errorLoadRemote']>>[0];

function failure(lifecycle: ErrorArgs['lifecycle'], remote: string): ErrorArgs {
  return {
    id: `${remote}/pages`,
    error: new Error('boom'),
    from: 'runtime',
    lifecycle,
    remote: { name: remote, entry: `http://remotes.test/${remote}/mf-manifest.json`, type: 'global', entryGlobalName: remote, shareScope: 'default' },
    origin: {} as ModuleFederation,
  };
}

describe('loadErrorPlugin (ARCHITECTURE.md: manifest stage and load stage handled separately)', () => {
  beforeEach(() => forgetRemoteFailure('forms'));

  it('records an unreachable manifest as the manifest stage, even when the load stage follows', async () => {
    const manifest = expectConsole('warn', '[federation] manifest of forms unavailable');
    const load = expectConsole('warn', '[federation] forms/pages failed to load');
    const plugin = loadErrorPlugin();
    expect(await plugin.errorLoadRemote?.(failure('afterResolve', 'forms'))).toBeUndefined();
    await plugin.errorLoadRemote?.(failure('onLoad', 'forms'));
    expect([manifest.calls.length, load.calls.length]).toEqual([1, 1]);
    expect(lastRemoteFailure('forms')).toBe('manifest');
  });

  it('records a failing entry or module as the load stage and offers no replacement module', async () => {
    const load = expectConsole('warn', '[federation] forms/pages failed to load');
    const plugin = loadErrorPlugin();
    expect(await plugin.errorLoadRemote?.(failure('onLoad', 'forms'))).toBeUndefined();
    expect(lastRemoteFailure('forms')).toBe('load');
    expect(load.calls).toHaveLength(1);
  });
});
