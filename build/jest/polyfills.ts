// React Router 7 reads TextEncoder/TextDecoder at import time; jsdom does not provide them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Fluent UI's menus, tooltips and message bars observe sizes; jsdom has no ResizeObserver.
// A test that needs to drive size changes installs its own before rendering.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}
