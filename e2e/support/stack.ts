import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type RemoteName = 'authOrg' | 'forms' | 'designer' | 'submissions' | 'reports' | 'payments';

export interface StackUrls {
  shell: string;
  api: string;
}

/** What build/stack.mjs's startStack returns. */
export interface RunningStack {
  urls: StackUrls;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

interface StartStackOptions {
  portBase: number;
  apiPort: number;
  dataDir: string;
  delayMs: number;
  sampleMode: boolean;
  log: (line: string) => void;
  env?: Record<string, string>;
}

interface StackModule {
  startStack(options: StartStackOptions): Promise<RunningStack>;
}

const portOffset = Number(process.env.FO_E2E_PORT_OFFSET ?? 0) || 0;

const stackModuleUrl = pathToFileURL(join(__dirname, '..', '..', 'build', 'stack.mjs')).href;

/**
 * Starts the API server, the shell and the six remotes on ports of their own (slot n uses
 * shell 5100 + 10n and API 5000 + n, away from npm start's 4100/4000; FO_E2E_PORT_OFFSET moves
 * both by that many ports so that several checkouts can run their suites at once), on a fresh PGlite
 * data directory in sample mode with no API delay (unless env sets FO_API_DELAY_MS). close() also removes the data directory.
 */
export async function launchStack(slot: number, env: Record<string, string> = {}): Promise<RunningStack> {
  // A computed specifier keeps TypeScript from resolving the untyped .mjs file.
  const { startStack } = (await import(stackModuleUrl)) as StackModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'fo-e2e-'));
  const lines: string[] = [];
  const log = (line: string): void => {
    lines.push(line);
  };
  try {
    const stack = await startStack({
      portBase: 5100 + portOffset + slot * 10,
      apiPort: 5000 + portOffset + slot,
      dataDir,
      delayMs: env.FO_API_DELAY_MS === undefined ? 0 : Number(env.FO_API_DELAY_MS),
      // The server alone runs in production mode; the suite runs the sample system.
      sampleMode: true,
      log,
      // Every test signs in from 127.0.0.1: the sign-in limits (10 a minute per account, 30 per
      // address) would refuse a busy worker. The server suite tests the limits themselves.
      env: { FO_SIGN_IN_LIMIT_PER_ACCOUNT: '1000', FO_SIGN_IN_LIMIT_PER_ADDRESS: '1000', ...env },
    });
    return {
      urls: stack.urls,
      stopRemote: (name) => stack.stopRemote(name),
      startRemote: (name) => stack.startRemote(name),
      close: async () => {
        await stack.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    console.error(lines.slice(-60).join('\n'));
    throw error;
  }
}
