/**
 * The play page's start parameters: `/rulesets/<id>/play?seed=42&players=2&bots=human,heuristic` starts that game,
 * so a designer can share "play seed 42 against the heuristic bot". Pure, so the page (on the server) and the
 * tests read an address alike.
 */
import { listWords } from './describe-move';
import { botWords, isSeat, seatKinds, type Seat } from './game-record';

export type StartQuery = Record<string, string | string[] | undefined>;
export const startParameters = ['seed', 'players', 'bots'] as const;
export type StartParameter = (typeof startParameters)[number];

export interface StartProblem {
  parameter: StartParameter;
  /** What the address held, as typed. */
  given: string;
  /** The parameter, what is wrong and the values allowed, in words. */
  message: string;
}

export interface GameStart {
  seed: number;
  players: number;
  seats: Seat[];
  /** The parameters the address gave (each as `name=value`), used or not. */
  given: string[];
  /** The ones that could not be used; the game takes the default for each instead. */
  problems: StartProblem[];
}

// One reading of the counts a game can seat, for the play and compare pages.
export { playerCountsOf } from './compare-model';

/**
 * The engine folds a seed into 32 bits (engine/random/prng.ts `seed | 0`): a larger number would play another
 * seed's game under its own name, so the address takes only seeds it plays as written.
 */
export const seedRange = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/**
 * Reads seed, players and bots from a play page's address. Each one that is missing takes its default (a random
 * seed, the ruleset's smallest player count, a person at every seat); each that cannot be used does too, with a
 * problem naming it and what it may be, so the page opens on a game it can say is not the one asked for rather than
 * failing or playing another one silently. `bots` names one seat per player in seating order, by the names the
 * "New game" panel's seats have (seatKinds: the engine's bot names, and `human`); without `players` its length
 * sets the count.
 */
export function parseGameStart(query: StartQuery, options: { playerCounts: number[]; randomSeed: number; defaultPlayers?: number }): GameStart {
  const { playerCounts, randomSeed } = options;
  const problems: StartProblem[] = [];
  const given: string[] = [];
  const read = (parameter: StartParameter): string | undefined => {
    const raw = query[parameter];
    if (raw === undefined) return undefined;
    const values = Array.isArray(raw) ? raw : [raw];
    given.push(...values.map((v) => `${parameter}=${v}`));
    if (values.length > 1) {
      problems.push({ parameter, given: values.join(', '), message: `${parameter} is given ${values.length} times (${values.map((v) => `${parameter}=${v}`).join(', ')}); give it once` });
      return undefined;
    }
    return values[0].trim();
  };

  let seed = randomSeed;
  const seedText = read('seed');
  if (seedText !== undefined) {
    const n = /^-?\d{1,10}$/.test(seedText) ? Number(seedText) : NaN;
    if (Number.isInteger(n) && n >= seedRange.min && n <= seedRange.max) seed = n;
    else problems.push({ parameter: 'seed', given: seedText, message: `seed=${seedText} is not a seed: a seed is a whole number from ${seedRange.min} to ${seedRange.max}, such as seed=42` });
  }

  const countWords = playerCounts.length === 1 ? `${playerCounts[0]}, the only player count this ruleset has a lineup for` : `one of ${listWords(playerCounts.map(String), 'or')}, the player counts this ruleset has lineups for`;
  let players: number | undefined;
  const playersText = read('players');
  if (playersText !== undefined) {
    const n = /^\d{1,3}$/.test(playersText) ? Number(playersText) : NaN;
    if (playerCounts.includes(n)) players = n;
    else problems.push({ parameter: 'players', given: playersText, message: `players=${playersText} cannot be played here: players is ${countWords}` });
  }

  let seats: Seat[] | undefined;
  const botsText = read('bots');
  if (botsText !== undefined) {
    // Seat names are lower case; 'Heuristic' is the same seat typed by a person.
    const names = botsText.split(',').map((s) => s.trim().toLowerCase());
    // Any seat a game record may hold (isSeat): the panel's, or an MCTS bot at another budget (mcts:500).
    const unknown = names.filter((n) => !isSeat(n));
    const allowed = `each seat is one of ${seatKinds.join(', ')}, or an MCTS budget such as mcts:500`;
    const example = `bots=${['human', ...Array.from({ length: Math.max(0, (players ?? playerCounts[0] ?? 2) - 1) }, () => 'heuristic')].join(',')}`;
    if (!botsText) problems.push({ parameter: 'bots', given: botsText, message: `bots= names no seat: name one per player in seating order, such as ${example}; ${allowed}` });
    else if (unknown.length) {
      problems.push({ parameter: 'bots', given: botsText, message: `bots=${botsText}: ${listWords(unknown.map((u) => (u ? `'${u}'` : 'an empty name')), 'and')} ${unknown.length > 1 ? 'are not seats' : 'is not a seat'}; ${allowed}` });
    } else if (players !== undefined && names.length !== players) {
      problems.push({ parameter: 'bots', given: botsText, message: `bots=${botsText} names ${names.length} seat${names.length > 1 ? 's' : ''} for ${players} players: name one per player in seating order, such as ${example}` });
    } else if (players === undefined && !playerCounts.includes(names.length)) {
      problems.push({ parameter: 'bots', given: botsText, message: `bots=${botsText} names ${names.length} seat${names.length > 1 ? 's' : ''}: name one per player, and players is ${countWords}` });
    } else seats = names as Seat[];
  }

  const count = players ?? seats?.length ?? playerCounts[0] ?? options.defaultPlayers ?? 2;
  return { seed, players: count, seats: seats ?? Array.from({ length: count }, () => 'human' as Seat), given, problems };
}

/**
 * The notice for an address whose start parameters could not all be used: each problem, then what the game was
 * started with instead for those (the others were used), and where to change it.
 */
export function startProblemsNotice(start: GameStart, words: { seed?: string; where?: string } = {}): string | undefined {
  if (!start.problems.length) return undefined;
  const failed = new Set(start.problems.map((p) => p.parameter));
  const instead: string[] = [];
  if (failed.has('seed')) instead.push(`seed ${start.seed} (${words.seed ?? 'chosen at random'})`);
  if (failed.has('players')) instead.push(`${start.players} players`);
  if (failed.has('bots')) instead.push(start.seats.every((s) => s === 'human') ? 'a person at every seat' : `seats ${start.seats.map((s) => botWords(s)).join(', ')}`);
  return `Not used from the address: ${start.problems.map((p) => p.message).join('; ')}. Started instead with ${listWords(instead, 'and')}; choose ${instead.length > 1 ? 'them' : 'it'} ${words.where ?? 'under “New game: players, bots and seed”'}.`;
}

/**
 * A shared game's link (game= or gz=) replays its own seed, players and seats: start parameters given beside it are
 * not used, and the notice says so rather than leaving the person to wonder why seed=42 shows another seed.
 */
export function ignoredStartWords(start: Pick<GameStart, 'given'>, link: 'game' | 'gz'): string | undefined {
  if (!start.given.length) return undefined;
  return `The address’s ${listWords(start.given, 'and')} ${start.given.length > 1 ? 'were' : 'was'} not used: the shared game (${link}=) sets its own seed, players and seats.`;
}
