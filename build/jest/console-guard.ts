// setupFilesAfterEnv of every jest project (jest.config.js): an unannounced console.error or
// console.warn fails the test that logged it (build/jest/console.ts).
import { installConsoleWatch } from './console';

installConsoleWatch();
