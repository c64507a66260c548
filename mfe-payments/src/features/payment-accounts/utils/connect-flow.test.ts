import { decodeConnectState, encodeConnectState } from './connect-state';
import { providerUrl } from './provider-url';

const providers = {
  stripeAuthorizeUrl: 'http://localhost:4000/sample-provider/stripe/authorize?client_id=ca_sample',
  sportspayCaUrl: 'http://localhost:4000/sample-provider/sportspay-ca',
  sportspayUsUrl: 'http://localhost:4000/sample-provider/sportspay-us',
};

describe('connect flow addresses (spec 000 §4)', () => {
  it('carries the account name and type in a state that survives the round trip, accents included', () => {
    const encoded = encodeConnectState({ name: 'Club Aquatique · Été', type: 'sportspay-ca' });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeConnectState(encoded)).toEqual({ name: 'Club Aquatique · Été', type: 'sportspay-ca' });
  });

  it('reads a foreign or broken state as null', () => {
    expect(decodeConnectState(null)).toBeNull();
    expect(decodeConnectState('%%%')).toBeNull();
    expect(decodeConnectState(btoa(JSON.stringify({ name: 'x', type: 'paypal' })))).toBeNull();
  });

  it('sends stripe accounts to the authorize page with state and the return address, keeping configured parameters', () => {
    const url = new URL(providerUrl(providers, { type: 'stripe', name: 'Cards', returnOrigin: 'http://localhost:4100', language: 'fr' }) ?? '');
    expect(url.pathname).toBe('/sample-provider/stripe/authorize');
    expect(url.searchParams.get('client_id')).toBe('ca_sample');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:4100/payment-accounts');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(decodeConnectState(url.searchParams.get('state'))).toEqual({ name: 'Cards', type: 'stripe' });
  });

  it('sends sportspay accounts to the Canada or US page with data', () => {
    const ca = new URL(providerUrl(providers, { type: 'sportspay-ca', name: 'CA', returnOrigin: 'http://x', language: 'en' }) ?? '');
    expect(ca.pathname).toBe('/sample-provider/sportspay-ca');
    expect(decodeConnectState(ca.searchParams.get('data'))).toEqual({ name: 'CA', type: 'sportspay-ca' });
    const us = new URL(providerUrl(providers, { type: 'sportspay-us', name: 'US', returnOrigin: 'http://x', language: 'en' }) ?? '');
    expect(us.pathname).toBe('/sample-provider/sportspay-us');
  });

  it('has no address for a provider missing from the runtime config', () => {
    expect(providerUrl({}, { type: 'stripe', name: 'x', returnOrigin: 'http://x', language: 'en' })).toBeNull();
    expect(providerUrl(undefined, { type: 'sportspay-us', name: 'x', returnOrigin: 'http://x', language: 'en' })).toBeNull();
  });
});
