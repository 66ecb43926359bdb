/// <reference lib="webworker" />
/**
 * The compare page's bots, off the page's thread: a heuristic bot searches its opening at its first rondel decision
 * where the opening book has no line (any variant a designer writes: 0.4–0.55 s frozen), and a slice of heuristic
 * steps took about 0.1 s. A request with a head (compare-model.ts `pairHead`: the current positions and bot streams,
 * no history) and a goal starts a run; a request without one goes on from where the last one stopped, so the page can
 * ask for the next slice before it replays this one (`replayBotChoices`) and the two threads work at once. The worker
 * runs the same runBots the page ran on the whole pair, and keeps only the head of its own pair between slices
 * (compare-model.ts `headSlice`).
 */
import { interned } from '@/engine/index';
import type { Ruleset } from '@/engine/rulesets';
import { serveRequests } from '@/app/_lib/worker-client';
import { headSlice, type BotChoice, type HeadRun } from '@/app/_lib/compare-model';
import type { Side } from '@/app/_lib/divergence';

export type CompareBotsSetup = { ra: Ruleset; rb: Ruleset };
/** `ms`: no step begun after that long, so a slice of MCTS steps comes back as soon as a slice of heuristic ones. */
export type CompareBotsRequest = { start?: HeadRun; budget: number; ms?: number };
export type CompareBotsAnswer = { choices: BotChoice[]; stopped?: string; error?: { side: Side; message: string } };

let rulesets: CompareBotsSetup | undefined;
let run: HeadRun | undefined;

serveRequests<CompareBotsSetup, CompareBotsRequest, CompareBotsAnswer>(
  (setup) => {
    // Interned once (engine/interned.ts), and the head of a run with them: the games are played here from both.
    rulesets = interned(setup);
    run = undefined;
  },
  ({ start, budget, ms }) => {
    if (!rulesets) throw new Error('the bot worker was not given the rulesets');
    if (start) run = interned(start);
    if (!run) throw new Error('the bot worker was asked to go on with no run started');
    const slice = headSlice(rulesets.ra, rulesets.rb, run, budget, ms);
    run = slice.next;
    return slice.answer;
  },
);
