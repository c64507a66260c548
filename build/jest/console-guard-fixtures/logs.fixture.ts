// Run by build/jest/console-guard.test.ts in a jest of its own, with the console guard of every
// project: each test's name says whether the guard lets it pass.
import { expectConsole } from '../console';

it('passes: logs nothing', () => undefined);

it('fails: logs an error it did not announce', () => {
  console.error('an unannounced failure');
});

it('passes: announces the error it logs', () => {
  expectConsole('error', 'announced');
  console.error('an announced failure');
});

it('fails: announces a warning that never comes', () => {
  expectConsole('warn', 'never');
});

it('fails: logs a warning it did not announce', () => {
  console.warn('a careless warning');
});
