/**
 * @jest-environment node
 */
describe('import safety', () => {
  it('architecture: core and platform import under Node, where there is no window or localStorage', () => {
    expect(typeof window).toBe('undefined');
    jest.isolateModules(() => {
      const core = jest.requireActual<Record<string, unknown>>('@front-office/shared/core');
      const platform = jest.requireActual<Record<string, unknown>>('@front-office/shared/platform');
      expect(typeof core.can).toBe('function');
      const store = platform.useSessionStore as { getState: () => { status: string; jwt: string | null } };
      expect(store.getState()).toMatchObject({ status: 'signed-out', jwt: null });
    });
  });
});
