/// <reference lib="webworker" />
/**
 * A simulation worker: a module Web Worker that plays seeded games with the pure engine through the simulation
 * door (engine/simulation.ts), the same playRecord the CLI's piscina workers run, so a browser run and
 * `rondel simulate` give the same record for the same (ruleset, seed, seating, bots, move cap).
 * Messages: `init` hands over the resolved rulesets once (interned: engine/interned.ts); each `play` is one game and is answered by its record, with
 * the bots' opening lines shared among the workers as `rondel simulate`'s pool threads share them (sharingOpenings).
 */
import { interned, playRecord, sharingOpenings, type GameRecord, type OpeningEntry } from '../../engine/simulation';
import type { Move } from '../../engine/index';
import type { SimJob, WorkerReply, WorkerRequest } from './protocol';
import { playAgain, playOptions } from './watch';

const rulesets = new Map<string, Parameters<typeof playRecord>[0]>();

function play(job: SimJob, openings: OpeningEntry[] | undefined, keepMoves: boolean): { record: GameRecord; openings: OpeningEntry[]; moves?: Move[] } {
  const ruleset = rulesets.get(job.variant);
  if (!ruleset) throw new Error(`sim/no-ruleset: the worker was not given the ruleset '${job.variant}'`);
  if (keepMoves) {
    const played = sharingOpenings(ruleset, openings, () => playAgain(ruleset, job));
    return { ...played.result, openings: played.openings };
  }
  const played = sharingOpenings(ruleset, openings, () => playRecord(ruleset, playOptions(job)));
  return { record: played.result, openings: played.openings };
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'init') {
    rulesets.clear();
    for (const [id, ruleset] of Object.entries(message.rulesets)) rulesets.set(id, interned(ruleset));
    return;
  }
  let reply: WorkerReply;
  try {
    reply = { type: 'record', id: message.id, ...play(message.job, message.openings, message.keepMoves === true) };
  } catch (error) {
    // playRecord never throws for a game (a game's error is its record); this is a usage error such as an unknown bot.
    reply = { type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
};
