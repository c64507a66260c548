import type { ModuleFederation } from '@module-federation/enhanced/runtime';
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
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    forgetRemoteFailure('forms');
  });
  afterEach(() => warn.mockRestore());

  it('records an unreachable manifest as the manifest stage, even when the load stage follows', async () => {
    const plugin = loadErrorPlugin();
    expect(await plugin.errorLoadRemote?.(failure('afterResolve', 'forms'))).toBeUndefined();
    await plugin.errorLoadRemote?.(failure('onLoad', 'forms'));
    expect(lastRemoteFailure('forms')).toBe('manifest');
  });

  it('records a failing entry or module as the load stage and offers no replacement module', async () => {
    const plugin = loadErrorPlugin();
    expect(await plugin.errorLoadRemote?.(failure('onLoad', 'forms'))).toBeUndefined();
    expect(lastRemoteFailure('forms')).toBe('load');
  });
});
