import type { PaymentAccountType } from '@front-office/shared/core';
import { PAYMENT_ACCOUNT_TYPES } from '@front-office/shared/core';

/** What the connect flow carries to the provider and back in `state` (stripe) or `data` (sportspay). */
export interface ConnectState {
  name: string;
  type: PaymentAccountType;
}

// base64url of UTF-8 JSON, built without TextEncoder (absent from some test environments).
function toBase64Url(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return decodeURIComponent(Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

export function encodeConnectState(state: ConnectState): string {
  return toBase64Url(JSON.stringify({ name: state.name, type: state.type }));
}

/** The state handed back by the provider, or null when it is not one of ours. */
export function decodeConnectState(encoded: string | null): ConnectState | null {
  if (!encoded) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(encoded));
    if (typeof value !== 'object' || value === null) return null;
    const { name, type } = value as Record<string, unknown>;
    if (typeof name !== 'string' || !(PAYMENT_ACCOUNT_TYPES as readonly unknown[]).includes(type)) return null;
    return { name, type: type as PaymentAccountType };
  } catch {
    return null;
  }
}
