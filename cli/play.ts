import { botByName, bots, describeBot } from '../engine/bots/index';
import { tryCreateGame } from '../engine/index';
import { score, victoryTarget } from '../engine/state/selectors';
import { runGame } from '../engine/sim/run-game';
import { validateRuleset } from '../engine/ruleset/validate';
import { loadLibrary } from '../lib/rulesets/load';

const usage = `usage: rondel play --ruleset <id> [--bots heuristic,heuristic:conqueror] [--seed N] [--players N] [--max-moves N] [--quiet]
  bots: ${Object.keys(bots).join(', ')}, mcts:<iterations>`;

/** `rondel play`: bots play one game; prints the game log in plain words and names the winner. */
export function runPlay(args: string[]): number {
  const options = parseFlags(args);
  if (typeof options === 'string') {
    console.error(`rondel play: ${options}\n${usage}`);
    return 2;
  }
  const library = loadLibrary();
  const validation = validateRuleset(library, options.ruleset);
  if (!validation.ruleset) {
    console.error(`rondel play: '${options.ruleset}' cannot be played:`);
    for (const d of validation.diagnostics.filter((x) => x.severity === 'error').slice(0, 10)) console.error(`  ${d.file ?? ''}:${d.line ?? ''} ${d.code} ${d.message}`);
    return 1;
  }
  const ruleset = validation.ruleset;
  const botList = options.bots.map((name) => botByName(name)!);
  const players = options.players ?? ruleset.players.min;
  // The log is printed as the game goes (a line per event, written at once), not collected until the end.
  const print = (line: string) => process.stdout.write(`${line}\n`);
  // The same seed and players give the same setup runGame will make; created here to name the seats up front.
  const created = tryCreateGame(ruleset, { seed: options.seed, players });
  if (!created.ok) {
    console.error(`rondel play: ${created.error.code}: ${created.error.message}`);
    return 2;
  }
  const seating = created.state;
  print(`${ruleset.title} — ${players} players, seed ${options.seed}`);
  print(`seating: ${seating.nations.map((n, i) => `${i + 1}. ${ruleset.map.nations[n].name} (${ruleset.map.nations[n].color})`).join(', ')}`);
  seating.controllers.forEach((nations, player) => {
    const name = options.bots[player % options.bots.length];
    print(`player ${player + 1} (${nations.map((n) => ruleset.map.nations[n].name).join(', ')}): ${name} — ${describeBot(name)}`);
  });
  const line = (event: { type: string; text: string }) => (event.type === 'turn.start' ? `\n${event.text.replace(/^turn/, 'Turn')}` : `  ${event.text}`);
  if (!options.quiet) for (const event of created.events) print(line(event));
  const started = performance.now();
  const run = runGame(ruleset, {
    seed: options.seed,
    players,
    bots: botList,
    maxMoves: options.maxMoves,
    onMove: options.quiet
      ? undefined
      : (_state, _move, events) => {
          for (const event of events) print(line(event));
        },
  });
  const ms = performance.now() - started;
  const { state } = run;
  const out: string[] = [];
  out.push('');
  if (state.result) out.push(`${ruleset.map.nations[state.result.winner].name} won after ${state.turn.number} turns (${state.turn.round} rounds): ${state.result.reason}.`);
  else out.push(`No winner after ${run.moves.length} moves (the --max-moves limit).`);
  out.push(`final score (target ${victoryTarget(ruleset, state)}):`);
  for (const nation of state.nations) {
    const held = Object.entries(state.nation[nation].personages).map(([stack, n]) => `${n} ${ruleset.personages.stacks[stack].name.toLowerCase()}${n > 1 ? 's' : ''}`).join(', ');
    const cities = Object.values(state.cities).filter((c) => c.owner === nation).length;
    out.push(`  ${ruleset.map.nations[nation].name.padEnd(16)} ${String(score(ruleset, state, nation)).padStart(2)}  (${held || 'no personages'}; ${cities} cities)`);
  }
  out.push(`${run.moves.length} moves, ${run.decisions} decisions, ${ms.toFixed(0)} ms`);
  console.log(out.join('\n'));
  return state.result ? 0 : 3;
}

function parseFlags(args: string[]): { ruleset: string; bots: string[]; seed: number; players?: number; maxMoves?: number; quiet: boolean } | string {
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) return `unexpected argument '${arg}'`;
    const [key, inline] = arg.slice(2).split('=');
    if (key === 'quiet') flags.quiet = true;
    else flags[key] = inline ?? args[++i] ?? '';
  }
  const known = ['ruleset', 'bots', 'seed', 'players', 'max-moves', 'quiet'];
  const unknown = Object.keys(flags).find((k) => !known.includes(k));
  if (unknown) return `unknown option --${unknown}`;
  if (typeof flags.ruleset !== 'string' || !flags.ruleset) return '--ruleset is required';
  const botNames = typeof flags.bots === 'string' ? flags.bots.split(',') : ['random', 'random'];
  const badBot = botNames.find((b) => !botByName(b));
  if (badBot) return `unknown bot '${badBot}'; bots: ${Object.keys(bots).join(', ')}, mcts:<iterations>`;
  const number = (v: string | true | undefined) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined);
  const seed = flags.seed === undefined ? 1 : number(flags.seed);
  if (seed === undefined) return '--seed takes a whole number';
  if (flags.players !== undefined && number(flags.players) === undefined) return '--players takes a whole number';
  if (flags['max-moves'] !== undefined && number(flags['max-moves']) === undefined) return '--max-moves takes a whole number';
  return { ruleset: flags.ruleset, bots: botNames, seed, players: number(flags.players), maxMoves: number(flags['max-moves']), quiet: flags.quiet === true };
}
