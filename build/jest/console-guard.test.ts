import { execFile } from 'node:child_process';
import path from 'node:path';

// The console guard of every jest project (console-guard.ts), proven on a file of its own run by a
// jest of its own: an unannounced console.error or console.warn fails the test that logged it, an
// announced one passes, and an announced one that never came fails.
const root = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest's configuration is CommonJS
const { projects } = require(path.join(root, 'jest.config.js')) as { projects: { displayName: string; transform: unknown }[] };
const buildProject = projects.find((project) => project.displayName === 'build')!;

interface Report {
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

function runFixture(): Promise<Report> {
  const config = {
    rootDir: path.join(__dirname, 'console-guard-fixtures'),
    testEnvironment: 'node',
    testMatch: ['**/*.fixture.ts'],
    setupFilesAfterEnv: [path.join(__dirname, 'console-guard.ts')],
    // The transform every project runs its tests through.
    transform: buildProject.transform,
  };
  const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  return new Promise((resolve, reject) => {
    // jest exits with 1 when a test fails, which is what the fixture is for: the report is on stdout.
    execFile(process.execPath, [jest, '--config', JSON.stringify(config), '--json', '--silent'], { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      try {
        resolve(JSON.parse(stdout) as Report);
      } catch {
        reject(error ?? new Error(`no jest report in: ${stdout}`));
      }
    });
  });
}

it('fails a test that logs an error or a warning it did not announce, or announces one that never comes, and passes the others', async () => {
  const report = await runFixture();
  const results = report.testResults.flatMap((file) => file.assertionResults);
  expect(results.map(({ title, status }) => [title, status])).toEqual([
    ['passes: logs nothing', 'passed'],
    ['fails: logs an error it did not announce', 'failed'],
    ['passes: announces the error it logs', 'passed'],
    ['fails: announces a warning that never comes', 'failed'],
    ['fails: logs a warning it did not announce', 'failed'],
  ]);
  const failures = results.map(({ failureMessages }) => failureMessages.join('\n'));
  expect(failures[1]).toContain('Unexpected console.error: an unannounced failure');
  expect(failures[3]).toContain('Expected a console.warn matching never, none came');
  expect(failures[4]).toContain('Unexpected console.warn: a careless warning');
}, 60_000);
