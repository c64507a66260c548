import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteName } from '@front-office/shared/platform';

/** What a remote's `./pages` module exports by default: its page components by name. */
export type RemotePages = Record<string, ComponentType>;

/** Loads a remote's pages; federation in the browser, a stub in tests. */
export type RemotePagesLoader = (remote: RemoteName) => Promise<RemotePages>;

const rejectAll: RemotePagesLoader = (remote) =>
  Promise.reject(new Error(`No remote loader was provided for ${remote}`));

const RemoteLoaderContext = createContext<RemotePagesLoader>(rejectAll);

export function RemoteLoaderProvider({ loader, children }: { loader: RemotePagesLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemotePagesLoader {
  return useContext(RemoteLoaderContext);
}
