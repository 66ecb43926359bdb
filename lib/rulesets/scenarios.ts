import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Scenario } from '../../engine/rulesets';
import { builtInRoot, loadLibrary } from './load';

export interface ScenarioFile {
  file: string;
  scenario: Scenario;
}

/** The shipped scenarios (rulesets/scenarios/<ruleset>/<id>.scenario.json); unreadable files are skipped. */
export function loadScenarios(): ScenarioFile[] {
  const root = path.join(builtInRoot, 'scenarios');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.scenario.json'))
    .sort()
    .flatMap((f) => {
      try {
        return [{ file: path.join('rulesets/scenarios', f), scenario: JSON.parse(readFileSync(path.join(root, f), 'utf8')) as Scenario }];
      } catch {
        return [];
      }
    });
}

/** Scenarios that fit a ruleset: written for it or for a ruleset it extends (a variant plays on its base's positions). */
export function scenariosFor(id: string): ScenarioFile[] {
  const library = loadLibrary();
  const chain: string[] = [];
  for (let at: string | undefined = id; at && !chain.includes(at) && chain.length < 16; ) {
    chain.push(at);
    const value = library.get(at)?.document.value as { extends?: unknown } | undefined;
    at = typeof value?.extends === 'string' ? value.extends : undefined;
  }
  return loadScenarios().filter((s) => chain.includes(s.scenario.ruleset));
}
