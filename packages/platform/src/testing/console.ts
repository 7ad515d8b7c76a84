// A passing test prints nothing on console.error or console.warn: an act() warning, a React
// key warning or a logged failure is a bug the test did not look for. A test that means to
// cause one says so with `expectConsole`, and then it must happen.
type Level = 'error' | 'warn';

interface Expected {
  level: Level;
  pattern: RegExp;
  seen: number;
}

let expected: Expected[] = [];
let unexpected: string[] = [];
const original = { error: console.error, warn: console.warn };

function text(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ');
}

/** Lets the current test log `pattern` on `level` (once or more); the test fails if it does not. */
export function expectConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, seen: 0 });
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    expected = [];
    unexpected = [];
    for (const level of ['error', 'warn'] as const) {
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const message = text(args);
        const match = expected.find(
          (entry) => entry.level === level && entry.pattern.test(message),
        );
        if (match) match.seen += 1;
        else unexpected.push(`console.${level}: ${message}`);
      });
    }
  });

  afterEach(() => {
    const problems = [
      ...unexpected,
      ...expected
        .filter((entry) => entry.seen === 0)
        .map((entry) => `expected console.${entry.level} matching ${entry.pattern} did not happen`),
    ];
    (console.error as jest.Mock).mockRestore?.();
    (console.warn as jest.Mock).mockRestore?.();
    console.error = original.error;
    console.warn = original.warn;
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  });
}
