/** @jest-environment ./test/pglite-environment.ts */
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const state = Buffer.from(JSON.stringify({ name: 'Club <b>cards</b>', type: 'stripe' })).toString('base64url');
const links = (html: string) => [...html.matchAll(/<a class="(\w+)" href="([^"]+)">([^<]+)<\/a>/g)].map(([, kind, href, label]) => ({ kind, href: (href ?? '').replace(/&amp;/g, '&'), label }));

describe('the sample connect pages (spec 000 §4 in sample mode)', () => {
  it('Stripe: asks to connect the named account and links back with code and state, or error on cancel', async () => {
    const response = await ctx.call({
      url: '/sample-provider/stripe/authorize',
      query: { redirect_uri: 'http://localhost:4100/payment-accounts', state, client_id: 'ca_sample', response_type: 'code', scope: 'read_write' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.body).toContain('Connect this account?');
    expect(response.body).toContain('Club &lt;b&gt;cards&lt;/b&gt;');
    const [connect, cancel] = links(response.body);
    expect(connect?.label).toBe('Connect');
    const back = new URL(connect?.href ?? '');
    expect(back.origin + back.pathname).toBe('http://localhost:4100/payment-accounts');
    expect(back.searchParams.get('code')).toMatch(/^sample_/);
    expect(back.searchParams.get('state')).toBe(state);
    expect(cancel?.label).toBe('Cancel');
    expect(new URL(cancel?.href ?? '').searchParams.get('error')).toBe('access_denied');
  });

  it('SportsPay: links back with code, data and status, in French with ?lang=fr', async () => {
    const response = await ctx.call({ url: '/sample-provider/sportspay-ca', query: { redirect_uri: 'http://127.0.0.1:5100/payment-accounts', data: state, lang: 'fr' } });
    expect(response.body).toContain('Connecter ce compte ?');
    const [connect] = links(response.body);
    const back = new URL(connect?.href ?? '');
    expect(connect?.label).toBe('Connecter');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ data: state, status: 'in-review' });
    expect(back.searchParams.get('code')).toMatch(/^sample_/);
    const us = await ctx.call({ url: '/sample-provider/sportspay-us', query: { redirect_uri: 'http://localhost:4100/payment-accounts', data: state } });
    expect(us.body).toContain('SportsPay US');
  });

  it('refuses to send a code to an address outside the application', async () => {
    for (const target of ['https://evil.example/steal', 'javascript:alert(1)', 'not a url']) {
      const response = await ctx.call({ url: '/sample-provider/stripe/authorize', query: { redirect_uri: target, state } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'redirect_uri is not an address of this application' });
    }
  });

  it('accepts a configured shell origin and is absent outside sample mode', async () => {
    const configured = await ctx.buildSibling({ corsOrigins: ['https://office.example.org'] });
    const ok = await configured.call({ url: '/sample-provider/stripe/authorize', query: { redirect_uri: 'https://office.example.org/payment-accounts', state } });
    expect(ok.statusCode).toBe(200);
    const production = await ctx.buildSibling({ sampleMode: false });
    expect((await production.call({ url: '/sample-provider/stripe/authorize', query: { redirect_uri: 'http://localhost:4100/', state } })).statusCode).toBe(404);
  });
});
