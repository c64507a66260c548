import { confirmationPath } from '@front-office/shared/core';

/** A page of the public entry, from its path under `/public` (served with an index.html fallback). */
export type PublicRoute =
  | { page: 'fill'; formId: string }
  | { page: 'embed'; formId: string }
  | { page: 'confirm'; formId: string; submissionId: string }
  | { page: 'notFound' };

export const PUBLIC_BASE = '/public';

export const publicPaths = {
  confirm: (formId: string, submissionId: string, receiptKey?: string | null) => `${PUBLIC_BASE}${confirmationPath(formId, submissionId, receiptKey)}`,
};

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

/** Which page a path shows; three patterns do not justify a router library in this bundle. */
export function matchPublicRoute(pathname: string): PublicRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== PUBLIC_BASE.slice(1) || parts[1] !== 'registrations') return { page: 'notFound' };
  const rest = parts.slice(2);
  if (rest.length === 2 && rest[0] === 'embed') return { page: 'embed', formId: decode(rest[1]) };
  if (rest.length === 1) return { page: 'fill', formId: decode(rest[0]) };
  if (rest.length === 3 && rest[1] === 'confirm') return { page: 'confirm', formId: decode(rest[0]), submissionId: decode(rest[2]) };
  return { page: 'notFound' };
}

const PATTERNS: Record<Exclude<PublicRoute['page'], 'notFound'>, string> = {
  fill: `${PUBLIC_BASE}/registrations/:formId`,
  embed: `${PUBLIC_BASE}/registrations/embed/:formId`,
  confirm: `${PUBLIC_BASE}/registrations/:formId/confirm/:submissionId`,
};

/** The pattern of a public path (error reports group by page, not by form); undefined when no page has it. */
export function publicRoutePattern(pathname: string): string | undefined {
  const { page } = matchPublicRoute(pathname);
  return page === 'notFound' ? undefined : PATTERNS[page];
}
