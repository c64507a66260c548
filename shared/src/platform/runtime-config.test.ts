import { fileUrl, getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtime-config';
import { installFakeFetch } from './test-utils/fake-fetch';
import { SAMPLE_CONFIG as sampleConfig } from '../../../build/jest/sample-config';

describe('runtime config', () => {
  it('spec 000 §9: config.json is fetched past every cache, validated and made current', async () => {
    const calls = installFakeFetch(200, sampleConfig);

    const config = await loadRuntimeConfig();

    expect(calls[0]?.url).toBe('/config.json');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(config.remotes.forms).toBe('http://localhost:4102/mf-manifest.json');
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('spec 000 §9: an invalid config is rejected with a message naming what is wrong', async () => {
    const { apiBaseUrl: _dropped, ...withoutBase } = sampleConfig;
    installFakeFetch(200, { ...withoutBase, remotes: { ...sampleConfig.remotes, payments: undefined } });

    const failure = loadRuntimeConfig('/config.json');

    await expect(failure).rejects.toThrow(/Invalid runtime config \/config\.json: .*apiBaseUrl is a required field/);
    await expect(loadRuntimeConfig()).rejects.toThrow(/remotes\.payments is a required field/);
  });

  it('spec 000 §9: a config.json without remotes, or with a field of the wrong type, is rejected', async () => {
    const { remotes: _remotes, ...withoutRemotes } = sampleConfig;
    installFakeFetch(200, { ...withoutRemotes, environment: 3, providers: { stripeAuthorizeUrl: 7 } });

    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Invalid runtime config /config.json: environment must be a `string` type; remotes is a required field; providers.stripeAuthorizeUrl must be a `string` type',
    );
  });

  it('spec 000 §9: a config.json that cannot be fetched fails clearly', async () => {
    installFakeFetch(404, 'missing');
    await expect(loadRuntimeConfig('/x/config.json')).rejects.toThrow('Runtime config /x/config.json could not be loaded (HTTP 404).');
  });

  it('spec 000 §7: stored files are addressed under the API base address', () => {
    setRuntimeConfig({ ...sampleConfig, apiBaseUrl: 'http://localhost:4000/' });
    expect(fileUrl('avatars/o1/club logo.png')).toBe('http://localhost:4000/api/form/file/avatars/o1/club%20logo.png');
  });
});
