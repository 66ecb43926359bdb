// `npm run bench`: prints figures; it asserts nothing. Targets are in the issues (resolve + validate ≤ 5 ms).
import { performance } from 'node:perf_hooks';
import { validateRuleset } from '../engine/ruleset/validate';
import { loadLibrary } from '../lib/rulesets/load';

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function benchRulesets(): void {
  const library = loadLibrary({ workspace: false });
  const rounds = 200;
  const coldStart = performance.now();
  for (const id of library.keys()) validateRuleset(library, id);
  const cold = performance.now() - coldStart;
  console.log(`resolve + validate, warm (median and p95 of ${rounds} runs each; first pass incl. schema compile: ${cold.toFixed(0)} ms)`);
  console.log('ruleset'.padEnd(32) + 'median ms'.padStart(10) + 'p95 ms'.padStart(10) + '  target ≤ 5 ms');
  for (const id of library.keys()) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const result = validateRuleset(library, id);
      times.push(performance.now() - start);
      if (!result.ruleset) throw new Error(`${id} does not validate`);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(id.padEnd(32) + median(times).toFixed(2).padStart(10) + p95.toFixed(2).padStart(10) + (median(times) <= 5 ? '  ok' : '  OVER'));
  }
}

const only = process.argv[2];
if (!only || only === 'rulesets') benchRulesets();
