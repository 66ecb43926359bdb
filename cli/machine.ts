import type { Ruleset, TurnGuard } from '../engine/rulesets';
import { validateRuleset } from '../engine/rulesets';
import { didYouMean } from '../engine/rulesets';
import { loadLibrary } from '../lib/rulesets/load';

const usage = 'usage: rondel machine <ruleset-id> [--json]\n  prints the turn statechart of a resolved ruleset: its states, the moves each accepts, and the transitions';

function guardText(guard: TurnGuard | undefined): string {
  if (!guard) return 'always';
  if (guard.type === 'is-over') return 'the game is over';
  if (guard.type === 'awaiting') return `awaiting ${guard.params.decision}`;
  return `in step ${guard.params.step}${guard.params.action ? ` (${guard.params.action} field)` : ''}`;
}

/** The statechart as plain data: what `--json` prints and what other tools read. */
export function machineReport(ruleset: Ruleset) {
  const { turn } = ruleset;
  return {
    id: ruleset.id,
    title: ruleset.title,
    description: turn.description,
    initial: turn.initial,
    outOfTurn: turn.outOfTurn ?? [],
    states: Object.fromEntries(
      Object.entries(turn.states).map(([id, s]) => [
        id,
        {
          title: s.title ?? id,
          rule: s.rule,
          description: s.description,
          ...(s.onlyWith ? { onlyWith: s.onlyWith } : {}),
          ...(s.decision ? { decision: s.decision } : {}),
          ...(s.final ? { final: true } : {}),
          accepts: s.accepts ?? [],
          // Where each accepted move leads: the state's own 'on', else back to the routing state.
          transitions: [
            ...(s.accepts ?? []).map((type) => ({ on: type, target: s.on?.[type] ?? turn.initial })),
            ...(s.always ?? []).map((t) => ({ always: true, target: t.target, ...(t.guard ? { guard: t.guard } : {}) })),
          ],
        },
      ]),
    ),
  };
}

export function runMachine(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const json = args.includes('--json');
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--json');
  const ids = args.filter((a) => !a.startsWith('-'));
  if (unknown.length || ids.length !== 1) {
    console.error(`rondel machine: ${unknown.length ? `unknown option '${unknown[0]}'` : 'name one ruleset id'}\n${usage}`);
    return 2;
  }
  const library = loadLibrary();
  if (!library.has(ids[0])) {
    console.error(`rondel machine: no ruleset '${ids[0]}'${didYouMean(ids[0], [...library.keys()])}`);
    return 2;
  }
  const validation = validateRuleset(library, ids[0]);
  if (!validation.ruleset) {
    console.error(`rondel machine: '${ids[0]}' does not validate; run 'rondel validate ${ids[0]}'`);
    return 1;
  }
  const report = machineReport(validation.ruleset);
  if (json) {
    console.log(JSON.stringify(report, null, 2));
    return 0;
  }
  const out: string[] = [`${report.title}: the turn machine (initial state '${report.initial}')`];
  if (report.description) out.push(report.description);
  if (report.outOfTurn.length) out.push(`out of turn, any nation where its rules allow: ${report.outOfTurn.join(', ')}`);
  for (const [id, s] of Object.entries(report.states)) {
    const kind = s.final ? 'final' : 'decision' in s ? `decision: ${s.decision}` : s.accepts.length ? 'waits for a move' : 'routes at once';
    out.push('', `${id}${s.title !== id ? ` “${s.title}”` : ''}  [${kind}]${s.rule ? `  ${s.rule}` : ''}`, `  ${s.description}`);
    if ('onlyWith' in s) out.push(`  only with ${s.onlyWith}, not in the base rules`);
    const byTarget = new Map<string, string[]>();
    for (const t of s.transitions) if ('on' in t) byTarget.set(t.target, [...(byTarget.get(t.target) ?? []), t.on as string]);
    for (const [target, types] of byTarget) out.push(`  on ${types.join(', ')} → ${target}`);
    for (const t of s.transitions) if ('always' in t) out.push(`  → ${t.target}  when ${guardText((t as { guard?: TurnGuard }).guard)}`);
  }
  console.log(out.join('\n'));
  return 0;
}
