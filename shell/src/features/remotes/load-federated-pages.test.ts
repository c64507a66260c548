// Issue 24 §9: a remote that fails to load shows its fallback (remote-page.test.tsx) and is
// reported, with the remote and the stage that failed.
import { loadFederatedPages } from './load-federated-pages';
import { RemoteLoadError } from './remote-load-error';

const mockReports: unknown[][] = [];
jest.mock('@front-office/shared/platform', () => ({
  ...jest.requireActual<object>('@front-office/shared/platform'),
  reportError: (...args: unknown[]) => mockReports.push(args),
}));
const mockLoadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => mockLoadRemote(id) }));

beforeEach(() => {
  mockReports.length = 0;
});

describe('loadFederatedPages', () => {
  it('reports a remote whose code fails to load, tagged with the remote and the load stage', async () => {
    const cause = new Error('Loading chunk 812 failed');
    mockLoadRemote.mockRejectedValueOnce(cause);

    const failure = await loadFederatedPages('forms').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect(failure).toMatchObject({ remote: 'forms', stage: 'load', cause });
    expect(mockReports).toEqual([[failure, { remote: 'forms', stage: 'load' }]]);
  });

  it('reports nothing when the remote loads', async () => {
    const pages = { FormsList: () => null };
    mockLoadRemote.mockResolvedValueOnce({ default: pages });

    await expect(loadFederatedPages('forms')).resolves.toBe(pages);
    expect(mockReports).toEqual([]);
  });
});
