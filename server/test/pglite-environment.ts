// PGlite loads its WebAssembly runtime with dynamic import(), which Jest's module sandbox
// refuses without --experimental-vm-modules. A test environment is loaded by plain Node, so it
// loads PGlite there and hands the class to the tests. Test files opt in with the docblock
// `@jest-environment ./test/pglite-environment.ts`.
import { PGlite } from '@electric-sql/pglite';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';

export const PGLITE_GLOBAL = '__frontOfficePGlite';

export default class PgliteEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global[PGLITE_GLOBAL] = PGlite;
  }
}
