import { formatMarkdown, formatText } from '../engine/rulesets';
import { loadDiff } from '../lib/rulesets/diff';

export const diffUsage = `usage: rondel diff <A> <B> [--json | --markdown] [--teach]

Compares two rulesets or variants (ids from the library, e.g. antike-east antike-duellum) and states every
difference in plain words, grouped by topic, with its JSON pointer and whether each side's value is printed,
derived, estimated or a house rule.

  --json       the stable shape 'rondel-diff/1': { format, a: {id,title}, b: {id,title}, differences: [
               { id, topic, tier, kind, pointer, text, rule?, added?, removed?, moved?, covers?, sides?,
                 a: { pointer, present, value?, status, below?, note?, source? }, b: {...} } ],
               wording?: [ the same, for turn-step titles and rule ids: wording, not rules, not counted ] }
  --markdown   Markdown tables, one per topic
  --teach      order for a player who knows A and learns B (the game at a glance, how a turn runs, every
               turn, decisions and moves during the turn, rare cases);
               with --markdown or the default text

Exit status: 0 when the comparison ran (differences or not), 1 when a ruleset cannot be resolved,
2 on bad arguments (an unknown id gets a "did you mean").`;

/** `rondel diff A B`: prints the differences; returns the exit status. */
export function runDiff(args: string[], out: (s: string) => void = (s) => process.stdout.write(s), err: (s: string) => void = (s) => process.stderr.write(s)): number {
  if (args.includes('--help') || args.includes('-h')) {
    out(diffUsage + '\n');
    return 0;
  }
  const flags = args.filter((a) => a.startsWith('-'));
  const ids = args.filter((a) => !a.startsWith('-'));
  const unknown = flags.filter((f) => !['--json', '--markdown', '--teach'].includes(f));
  if (unknown.length) return bad(err, `unknown option '${unknown[0]}'`);
  if (flags.includes('--json') && flags.includes('--markdown')) return bad(err, 'choose one of --json and --markdown');
  if (ids.length !== 2) return bad(err, `expected two ids, got ${ids.length}${ids.length ? ` (${ids.join(', ')})` : ''}`);

  const load = loadDiff(ids[0], ids[1]);
  if (!load.ok) {
    for (const p of load.problems) err(`rondel diff: ${p.message}\n`);
    return load.problems.some((p) => !load.ids.includes(p.id)) ? 2 : 1;
  }
  for (const side of [load.a, load.b]) {
    if (side.errors.length) err(`rondel diff: warning: '${side.id}' has ${side.errors.length} validation error${side.errors.length === 1 ? '' : 's'}; run 'npx rondel validate ${side.id}'\n`);
  }
  const teach = flags.includes('--teach');
  if (flags.includes('--json')) out(JSON.stringify(load.diff, null, 2) + '\n');
  else if (flags.includes('--markdown')) out(formatMarkdown(load.diff, teach ? 'teach' : 'topics'));
  else out(formatText(load.diff, teach ? 'teach' : 'topics'));
  return 0;
}

function bad(err: (s: string) => void, message: string): number {
  err(`rondel diff: ${message}\n\n${diffUsage}\n`);
  return 2;
}
