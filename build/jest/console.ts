// The console watch of every jest project (jest.config.js runs console-guard.ts after the test
// framework): a console.error or console.warn the test did not announce fails it. React's act()
// warnings, a failed request a component logs, a deprecation notice: each one means the test did
// not wait for what it renders, or went down a path it does not assert.

export type ConsoleLevel = 'error' | 'warn';
const LEVELS: readonly ConsoleLevel[] = ['error', 'warn'];

interface Expectation {
  level: ConsoleLevel;
  pattern: RegExp | string;
  calls: unknown[][];
}

interface Watch {
  expectations: Expectation[];
  unexpected: string[];
}

// On globalThis: a test file and the setup file may hold two instances of this module.
const KEY = Symbol.for('front-office.console-watch');
function watch(): Watch {
  const holder = globalThis as unknown as Record<symbol, Watch | undefined>;
  holder[KEY] ??= { expectations: [], unexpected: [] };
  return holder[KEY];
}

function describeArgument(argument: unknown): string {
  if (argument instanceof Error) return argument.stack ?? `${argument.name}: ${argument.message}`;
  if (typeof argument === 'string') return argument;
  try {
    return JSON.stringify(argument);
  } catch {
    return String(argument);
  }
}

/** The text the console prints, with printf-style substitutions (React's warnings use %s). */
export function consoleText(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(describeArgument).join(' ');
  let index = 0;
  const text = first.replace(/%[sdifoOc]/g, (token) => {
    if (index >= rest.length) return token;
    const argument = rest[index++];
    return token === '%c' ? '' : describeArgument(argument);
  });
  return [text, ...rest.slice(index).map(describeArgument)].join(' ');
}

const matches = (pattern: RegExp | string, text: string) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));

/**
 * Announces that the running test logs, on console[level], a message matching `pattern` (a
 * substring or a regular expression over the printed text): matching logs are kept quiet, and the
 * test fails if none came. Returns the calls, for a test that asserts their arguments.
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp | string): { calls: unknown[][] } {
  const expectation: Expectation = { level, pattern, calls: [] };
  watch().expectations.push(expectation);
  return expectation;
}

/** Installs the watch: called once per test file by console-guard.ts. */
export function installConsoleWatch(): void {
  const state = watch();
  const originals = Object.fromEntries(LEVELS.map((level) => [level, console[level].bind(console)])) as Record<ConsoleLevel, (...args: unknown[]) => void>;
  const watchers = Object.fromEntries(
    LEVELS.map((level) => [
      level,
      (...args: unknown[]) => {
        const text = consoleText(args);
        const expected = state.expectations.find((entry) => entry.level === level && matches(entry.pattern, text));
        if (expected) {
          expected.calls.push(args);
          return;
        }
        state.unexpected.push(`console.${level}: ${text}`);
        originals[level](...args);
      },
    ]),
  ) as Record<ConsoleLevel, (...args: unknown[]) => void>;
  const reinstall = () => {
    for (const level of LEVELS) console[level] = watchers[level];
  };
  reinstall();

  const verdict = (): string | null => {
    const problems = [
      ...state.unexpected.map((line) => `Unexpected ${line}`),
      ...state.expectations.filter((entry) => entry.calls.length === 0).map((entry) => `Expected a console.${entry.level} matching ${String(entry.pattern)}, none came`),
    ];
    state.unexpected = [];
    state.expectations = [];
    // A spy a test left on the console would hide the next test's logs.
    reinstall();
    return problems.length ? problems.join('\n\n') : null;
  };

  // A log before the first test (at import) is reported with the first one.
  afterEach(() => {
    const problems = verdict();
    if (problems) throw new Error(`${problems}\n\n(announce an expected log with expectConsole from build/jest/console.ts, or fix its cause)`);
  });
  // A log after the last test (a late state update, a timer) still fails the file.
  afterAll(() => {
    const problems = verdict();
    if (problems) throw new Error(`After the last test of the file:\n\n${problems}`);
  });
}
