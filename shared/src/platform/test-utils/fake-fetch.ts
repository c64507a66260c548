/** A recorded call of the fake fetch. */
export interface FetchCall {
  url: string;
  init: RequestInit;
}

/** A fetch stand-in at the network boundary: answers `status` with `body` and records calls. */
export function installFakeFetch(status: number, body: unknown = undefined, headers: Record<string, string> = {}): FetchCall[] {
  const calls: FetchCall[] = [];
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url: String(input), init });
    // jsdom has no Response; the client only reads these members.
    const response = {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      blob: async () => new Blob([text]),
    };
    return response as unknown as Response;
  };
  globalThis.fetch = fake;
  return calls;
}
