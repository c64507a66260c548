/** Leaves the app for the provider's page; a module of its own so tests can stand in for it. */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
