import { botByName, botNamesText, describeBot, unknownBotWords, runGame, score, tryCreateGame, victoryTarget, type Ruleset } from '../engine/index';
import { validateRuleset } from '../engine/rulesets';
import { loadLibrary } from '../lib/rulesets/load';
import { parseArgs } from './options';

export const playUsage = `usage: rondel play <id> [--bots heuristic,heuristic:conqueror] [--seed N] [--players N] [--max-moves N] [--quiet]

Bots play one game; prints the game log in plain words and names the winner.

  <id>               the ruleset or variant to play (see \`rondel validate\` for the ids); also as --ruleset <id>
  --bots a,b,...     one bot per player, in seating order (${botNamesText});
                     fewer bots than players take turns round the table; default: random for every player
  --seed N           the game's seed (default 1); the same seed replays the same game (not with an MCTS
                     time budget such as mcts:2s, whose search stops by the clock)
  --players N        number of players, within the ruleset's /players range (default: its minimum)
  --max-moves N      stop after N moves (exit 3 when nobody has won by then)
  --quiet            print only the set-up, the result and the final score

exit codes: 0 a nation won, 1 the ruleset is invalid, 2 bad arguments, 3 no winner within --max-moves`;

const spec = { values: ['ruleset', 'bots', 'seed', 'players', 'max-moves'], flags: ['quiet'] } as const;

interface PlayOptions {
  ruleset: string;
  bots?: string[];
  seed: number;
  players?: number;
  maxMoves?: number;
  quiet: boolean;
}

/** `rondel play`: bots play one game; prints the game log in plain words and names the winner. */
export function runPlay(args: string[]): number {
  const options = parseFlags(args);
  if (options === 'help') {
    console.log(playUsage);
    return 0;
  }
  if (typeof options === 'string') return fail(options);
  const library = loadLibrary();
  const validation = validateRuleset(library, options.ruleset);
  if (!validation.ruleset) {
    console.error(`rondel play: '${options.ruleset}' cannot be played:`);
    for (const d of validation.diagnostics.filter((x) => x.severity === 'error').slice(0, 10)) console.error(`  ${d.file ?? ''}:${d.line ?? ''} ${d.code} ${d.message}`);
    return 1;
  }
  const ruleset = validation.ruleset;

  // Everything the game set-up would refuse is checked here, against the ruleset's data, before any game exists.
  const players = options.players ?? ruleset.players.min;
  const countError = playerCountError(ruleset, players);
  if (countError) return fail(countError);
  const botNames = options.bots ?? Array.from({ length: players }, () => 'random');
  if (botNames.length > players) {
    return fail(`${botNames.length} bots (${botNames.join(', ')}) for ${players} players; name at most one bot per player`);
  }
  const created = tryCreateGame(ruleset, { seed: options.seed, players });
  if (!created.ok) return fail(`${created.error.code}: ${created.error.message}`);

  // One bot per player: fewer names take turns round the table (random,greedy for 4 players is
  // random,greedy,random,greedy), so every player has its own bot and its own random stream in runGame.
  const seated = Array.from({ length: created.state.controllers.length }, (_, i) => botNames[i % botNames.length]);
  const botList = seated.map((name) => botByName(name)!);
  const nationName = (n: string) => ruleset.map.nations[n].name;
  // The log is printed as the game goes (a line per event, written at once), not collected until the end.
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const seating = created.state;
  print(`${ruleset.title} — ${players} players, seed ${options.seed}, bots ${botNames.join(', ')}`);
  print(`seating: ${seating.nations.map((n, i) => `${i + 1}. ${nationName(n)} (${ruleset.map.nations[n].color})`).join(', ')}`);
  // Who runs which nation: the lineup's controllers (two nations each in 2-player Antike, A-SET-12), and which bot
  // and strategy plays for them.
  seating.controllers.forEach((nations, player) => {
    print(`player ${player + 1} runs ${nations.map(nationName).join(' + ')}: ${seated[player]} — ${describeBot(seated[player])}`);
  });
  const line = (event: { type: string; text: string }) => (event.type === 'turn.start' ? `\n${event.text.replace(/^turn/, 'Turn')}` : `  ${event.text}`);
  if (!options.quiet) for (const event of created.events) print(line(event));
  const started = performance.now();
  const run = runGame(ruleset, {
    seed: options.seed,
    players,
    bots: botList,
    maxMoves: options.maxMoves,
    onMove: options.quiet ? undefined : (_state, _move, events) => events.forEach((event) => print(line(event))),
  });
  const ms = performance.now() - started;
  const { state } = run;
  const out: string[] = [];
  out.push('');
  if (state.result?.stalled || (state.result && !state.result.winner)) out.push(`No winner after ${state.turn.number} turns (${state.turn.round} rounds): ${state.result.reason}.`);
  else if (state.result?.winner) out.push(`${nationName(state.result.winner)} won after ${state.turn.number} turns (${state.turn.round} rounds): ${state.result.reason}.`);
  else out.push(`No winner after ${run.moves.length} moves (the --max-moves limit).`);
  out.push(`final score (target ${victoryTarget(ruleset, state)}):`);
  for (const nation of state.nations) {
    const held = Object.entries(state.nation[nation].personages).map(([stack, n]) => `${n} ${ruleset.personages.stacks[stack].name.toLowerCase()}${n > 1 ? 's' : ''}`).join(', ');
    const cities = Object.values(state.cities).filter((c) => c.owner === nation).length;
    out.push(`  ${nationName(nation).padEnd(16)} ${String(score(ruleset, state, nation)).padStart(2)}  (${held || 'no personages'}; ${cities} cities)`);
  }
  out.push(`${run.moves.length} moves, ${run.decisions} decisions, ${ms.toFixed(0)} ms`);
  console.log(out.join('\n'));
  return state.result ? 0 : 3;
}

function fail(message: string): number {
  // One line, so scripts and people see the reason at once; --help lists the options.
  console.error(`rondel play: ${message}`);
  return 2;
}

/**
 * The player counts a ruleset allows: `/players` min–max, each with a lineup in `/map/lineups`. Returns the
 * message for a count outside them, read from the data so a variant with other limits is described truly.
 */
export function playerCountError(ruleset: Ruleset, players: number): string | undefined {
  const { min, max } = ruleset.players;
  const range = min === max ? `exactly ${min}` : `${min} to ${max}`;
  if (!Number.isInteger(players) || players < min || players > max) {
    return `--players ${players} is out of range: ${ruleset.id} is for ${range} players (/players in the ruleset)`;
  }
  if (!ruleset.map.lineups[String(players)]) {
    const counts = Object.keys(ruleset.map.lineups).sort((a, b) => Number(a) - Number(b)).join(', ');
    return `--players ${players}: ${ruleset.id}'s map has no lineup for ${players} players (/map/lineups has ${counts})`;
  }
  return undefined;
}

function parseFlags(args: string[]): PlayOptions | 'help' | string {
  const parsed = parseArgs(args, spec);
  if ('error' in parsed) return parsed.error;
  if (parsed.help) return 'help';
  const flags = parsed.options;
  // The ruleset is named as `rondel simulate` and `rondel diff` name theirs, by a bare id; --ruleset still works.
  if (parsed.positional.length > 1) return `one ruleset to play, got ${parsed.positional.length}: ${parsed.positional.join(' ')}`;
  const named = parsed.positional[0];
  if (named !== undefined && typeof flags.ruleset === 'string' && flags.ruleset !== named) return `two rulesets named: '${named}' and --ruleset '${flags.ruleset}'; name one`;
  const ruleset = named ?? flags.ruleset;
  if (typeof ruleset !== 'string' || !ruleset) return 'name the ruleset to play: rondel play <id> (e.g. rondel play antike-duellum)';
  const botNames = typeof flags.bots === 'string' ? flags.bots.split(',') : undefined;
  const badBot = botNames?.find((b) => !botByName(b));
  if (badBot !== undefined) return `${unknownBotWords(badBot)}; bots: ${botNamesText}`;
  const number = (v: string | true | undefined) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined);
  const seed = flags.seed === undefined ? 1 : number(flags.seed);
  if (seed === undefined) return '--seed takes a whole number';
  if (flags.players !== undefined && number(flags.players) === undefined) return '--players takes a whole number';
  if (flags['max-moves'] !== undefined && number(flags['max-moves']) === undefined) return '--max-moves takes a whole number';
  return { ruleset, bots: botNames, seed, players: number(flags.players), maxMoves: number(flags['max-moves']), quiet: flags.quiet === true };
}
