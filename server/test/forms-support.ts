// Multipart calls for the form and submission tests (helper.ts's call sends text bodies only).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface MultipartResult {
  statusCode: number;
  headers: Headers;
  body: string;
  json<T = unknown>(): T;
}

export type PartValue = string | { bytes: Uint8Array; fileName: string; type?: string };

export async function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: Record<string, PartValue | undefined>,
  headers: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
): Promise<MultipartResult> {
  const { port } = app.server.address() as AddressInfo;
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }), value.fileName);
  }
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { method, body: form, headers });
  const body = await response.text();
  return { statusCode: response.status, headers: response.headers, body, json: <T>() => JSON.parse(body) as T };
}

/** The `Content` part: answers as submission fields (spec 000 §3). */
export function contentOf(answers: Record<string, unknown>): string {
  return JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) })));
}
