// The API calls the bench makes as a client: the admin's sign-in, its organization, and public
// submissions sent each from its own loopback address.
import { request as httpRequest } from 'node:http';
import { ADMIN, ORGANIZATION } from './common.mjs';

/** One multipart POST from its own loopback address (the server keys its rate limit on the address). */
export function postFrom(localAddress, url, parts) {
  const boundary = `----fo-bench-${Math.random().toString(16).slice(2)}`;
  const body = `${Object.entries(parts)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return requestFrom(localAddress, 'POST', url, { contentType: `multipart/form-data; boundary=${boundary}`, body });
}

/** One JSON call from its own loopback address: `{ status, text }` (status 0 when the connection failed). */
export function jsonFrom(localAddress, method, url, value) {
  return requestFrom(localAddress, method, url, value === undefined ? {} : { contentType: 'application/json', body: JSON.stringify(value) });
}

function requestFrom(localAddress, method, url, { contentType, body }) {
  const bytes = body === undefined ? null : Buffer.from(body);
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress,
        agent: false,
        headers: bytes ? { 'content-type': contentType, 'content-length': bytes.length } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: error.message }));
    request.end(bytes ?? undefined);
  });
}

/** Signs the sample admin in through the API (`api`: its origin): the token, and the user the answer describes. */
export async function signInAdmin(api) {
  const login = await fetch(new URL(`/api/login?email=${encodeURIComponent(ADMIN.email)}&password=${encodeURIComponent(ADMIN.password)}`, api), { method: 'POST' });
  if (!login.ok) throw new Error(`bench: admin sign-in answered ${login.status}`);
  const { jwt, ...user } = await login.json();
  return { jwt, user };
}

/** The bench's organization (ORGANIZATION) among the signed-in admin's. */
export async function benchOrganization(api, jwt) {
  const organizations = await (await fetch(new URL('/api/organizations', api), { headers: { authorization: `Bearer ${jwt}` } })).json();
  const organization = organizations.find((entry) => entry.name === ORGANIZATION);
  if (!organization) throw new Error(`bench: ${ORGANIZATION} is not among the admin's organizations`);
  return organization;
}
