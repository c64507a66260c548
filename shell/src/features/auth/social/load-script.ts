const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once; later calls share the same promise. */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`${src} could not be loaded`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
