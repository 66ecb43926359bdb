import type { Ruleset } from '../ruleset/types';
import type { GameEvent, GameState, MoveError, NationState } from '../state/types';
import { contextOf, type RulesContext } from './context';
import { nationName } from '../state/selectors';

/** What a move handler works on: a private copy of the state it may change, and the event log of this move. */
export interface ApplyContext {
  ruleset: Ruleset;
  rules: RulesContext;
  state: GameState;
  /** The nation making the move. */
  nation: string;
  events: GameEvent[];
  /** The simulation path keeps no log: nothing reads it, and building its text costs more than some moves. */
  quiet?: boolean;
  /**
   * The simulation path's counts of the board (engine/sim/board.ts), for mechanics that would otherwise scan the
   * JSON maps of units and cities. Given only for a move that changes neither (ending a step, the rondel, a trade),
   * so its answers hold for the whole move.
   */
  board?: BoardCounts;
}

/** What a move's mechanics may ask the simulation path's typed board instead of scanning the JSON maps. */
export interface BoardCounts {
  /** Navigator points (D-PERS-06, A-GOAL-06): the same as selectors' seaPoints. */
  seaPoints(nation: string): number;
  cityCount(nation: string): number;
  templeCount(nation: string): number;
  /** The regions where `nation` has units, in the JSON units map's order (a scratch list, valid until the next call). */
  regionsHeldBy(nation: string): readonly string[];
  /** `nation`'s cities of `resource`, those with a temple or those without (a production's yield, D-PROD). */
  citiesProducing(nation: string, resource: string, withTemple: boolean): number;
}

export function applyContext(ruleset: Ruleset, state: GameState, nation: string, quiet = false, board?: BoardCounts): ApplyContext {
  return { ruleset, rules: contextOf(ruleset), state, nation, events: [], quiet, board };
}

export function self(ctx: ApplyContext): NationState {
  return ctx.state.nation[ctx.nation];
}

export function refuse(code: string, message: string): MoveError {
  return { code, message };
}

/** A log line. Mechanics call it behind `if (!ctx.quiet)`, so on the simulation path its text is not even built. */
export function log(ctx: ApplyContext, type: string, text: string, data?: Record<string, unknown>, random?: boolean): void {
  if (ctx.quiet) return;
  ctx.events.push({ type, nation: ctx.nation, text: `${nationName(ctx.ruleset, ctx.nation)} ${text}`, ...(data ? { data } : {}), ...(random ? { random } : {}) });
}

/** A log line about another nation than the mover (a card's effect on its target): that nation is named once. */
export function logAbout(ctx: ApplyContext, type: string, who: string, text: string, data?: Record<string, unknown>, random?: boolean): void {
  if (ctx.quiet) return;
  ctx.events.push({ type, nation: ctx.nation, text: `${nationName(ctx.ruleset, who)} ${text}`, ...(data ? { data } : {}), ...(random ? { random } : {}) });
}

export function name(ctx: ApplyContext, nation: string): string {
  return nationName(ctx.ruleset, nation);
}

export function regionName(ctx: ApplyContext, region: string): string {
  return ctx.ruleset.map.regions[region]?.name ?? region;
}

/** A unit type by its name in the ruleset, in running text ("legion", "Admiral" stays capitalised as a title). */
export function unitWord(ruleset: Ruleset, unit: string): string {
  const special = ruleset.specialUnits?.[unit]?.name;
  return special ?? ruleset.units[unit]?.name?.toLowerCase() ?? unit;
}

/** "1 legion", "3 galleys", "2 Admirals": a count of a unit type in running text. */
export function unitCount(ruleset: Ruleset, unit: string, n: number): string {
  const word = unitWord(ruleset, unit);
  return `${n} ${n === 1 ? word : `${word}s`}`;
}

/** "1 unit", "3 units". */
export function unitsWord(n: number): string {
  return `${n} unit${n === 1 ? '' : 's'}`;
}

/** An action kind by the names its rondel fields carry ('SCIENTIA' for research; "DUELLUM" once for two fields). */
export function actionFieldNames(ruleset: Ruleset, action: string | undefined): string {
  const names = [...new Set(Object.values(ruleset.rondel.fields).filter((f) => f.action === action).map((f) => f.name))];
  return names.length ? names.join(' or ') : String(action);
}
