import type { ReactNode } from 'react';
import { Navigate } from '@front-office/shared/router';
import { ROUTES, can } from '@front-office/shared/core';
import type { PermissionArea, PermissionFlag } from '@front-office/shared/core';
import { useSessionStore } from '../session-store';

/** Renders its children only with a stored jwt, else goes to /login (spec 000 §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const jwt = useSessionStore((state) => state.jwt);
  if (!jwt) return <Navigate to={ROUTES.login} replace />;
  return <>{children}</>;
}

export interface RequireRightProps {
  area: PermissionArea;
  flag?: PermissionFlag;
  /** Where a user without the right goes; /dashboard (the home route) by default. */
  redirectTo?: string;
  children: ReactNode;
}

/**
 * Renders its children only when the current organization grants the right (spec 000 §2):
 * without a session it goes to /login, without the right to `redirectTo`.
 */
export function RequireRight({ area, flag = 'read', redirectTo = ROUTES.dashboard, children }: RequireRightProps) {
  const jwt = useSessionStore((state) => state.jwt);
  const allowed = useSessionStore((state) => can(state.rights, area, flag));
  if (!jwt) return <Navigate to={ROUTES.login} replace />;
  if (!allowed) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
