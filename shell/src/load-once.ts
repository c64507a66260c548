/** A download started at most once at a time, and what it loaded once it is here. */
export interface LoadOnce<T> {
  /** Starts the download (once; a failed one is forgotten, so the next call tries again). */
  preload(): Promise<T>;
  /** What the download gave, or null until it succeeded: render it at once, without Suspense. */
  loaded(): T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let result: { value: T } | null = null;
  return {
    preload() {
      if (!pending) {
        const download = load();
        pending = download;
        download.then(
          (value) => {
            result = { value };
          },
          () => {
            if (pending === download) pending = null;
          },
        );
      }
      return pending;
    },
    loaded: () => (result ? result.value : null),
  };
}
