// Each benchmark reports the figures the performance issue sets goals for; `pnpm bench`
// (bench/run-all.mjs) gathers them into one table at the end, next to the machine they
// were measured on. Run on its own, a benchmark prints its own tables only.
import { appendFileSync } from 'node:fs';

/**
 * @param {{ goal: string, measure: string, value: number | string, unit?: string,
 *   target?: string, met?: boolean | null }} row
 */
export function recordGoal(row) {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ unit: '', target: '', met: null, ...row })}\n`);
}
