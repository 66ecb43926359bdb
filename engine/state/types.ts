import type { Bag, Currency, Resource } from '../ruleset/types';

/** Units of one nation in one region, by unit type (special units are their own types). */
export type UnitCounts = Record<string, number>;

export interface City {
  owner: string;
  resource: Resource;
  temple: boolean;
  wall: boolean;
  /** Founded during the game (not a start city): the only kind a nation may give up when out of stones (A-CONQ-07). */
  founded: boolean;
}

export interface NationState {
  /** Chips and coins held. */
  stock: Record<Currency, number>;
  /** Rondel field id, or null before the first turn. */
  rondel: string | null;
  /** Know-hows owned (effective). */
  knowHows: string[];
  /** Personage cards held, by stack. */
  personages: Record<string, number>;
  /** Cards earned by counter awards, by stack: the next card of a stack needs the next threshold (D-PERS-07). */
  thresholdsReached: Record<string, number>;
  /** Pieces not yet on the board or in the box: the personal supply (Duellum) or the supply (Antike). */
  supply: UnitCounts;
  /** The recruitment box (Duellum). */
  box: UnitCounts;
  /** Town walls in the personal supply. */
  walls: number;
  /** City stones not on the board (games with per-nation stones). */
  cityStones: number;
  /** Event cards in hand. */
  hand: string[];
  /** Whether the all-know-hows extra personage was taken (A-GOAL-07). */
  completionBonusTaken: boolean;
}

/** Where the turn stands; 'end' waits for end-of-turn decisions (a chosen personage, the opponent's cards). */
export type Phase = 'choose-start' | 'rondel' | 'action' | 'movement' | 'conquest' | 'found' | 'end' | 'over';

export interface TurnState {
  number: number;
  round: number;
  /** Index into GameState.nations of the nation on turn. */
  active: number;
  phase: Phase;
  /** The rondel field chosen this turn. */
  field?: string;
  /** Units armed this turn per region (arming limits count only this turn's units, D-MIL-04). */
  armedAt: Record<string, number>;
  /** Units in the box at the start of the turn still armable (D-MIL-02, D-MIL-06). */
  armable: UnitCounts;
  /** Know-hows developed this turn (Duellum: effective at the end of the turn, D-SCI-07). */
  developed: string[];
  /** Personage events this turn, by event name (scholars for first know-hows, generals for temples destroyed). */
  events: Record<string, number>;
  /** Nations that lost at least one city this turn (D-EV-04). */
  cityLosers: string[];
  /** Cities whose conquest failed this turn after a reply card: not attacked again this turn (AMB-D07). */
  repelled?: string[];
  /** Moves left per unit during a maneuver: region → unit type → remaining moves of each unit. */
  movesLeft: Record<string, Record<string, number[]>>;
  /** Cards taken this turn per nation: not playable in the same turn (AMB-D06). */
  cardsTaken: Record<string, string[]>;
  /** Personages held before this turn's awards, while a chosen personage is pending (walls and cards count from it). */
  awardsFrom?: number;
}

export interface Modifier {
  nation: string;
  param: string;
  add?: number;
  max?: number;
  /** 'end-of-game': for good (an event card's lasting change); 'next-use': until the parameter is next applied. */
  until: 'end-of-conquest' | 'end-of-action' | 'end-of-turn' | 'end-of-game' | 'next-use';
}

/** The rest of an effect run paused for another nation's choice (engine/effects/interpret.ts). */
export interface EffectContinuation {
  /** The card's player: 'self' in the effects still means this nation. */
  player: string;
  /** Each option's effect list, by option id. */
  choices: Record<string, { op: string }[]>;
  /** The effect lists still to run after the chosen option, innermost first. */
  rest: { op: string }[][];
  /** Operations run so far, against the card's step budget. */
  steps: number;
}

/** A decision waiting for a specific nation, which may be the one not on turn. */
export type Decision =
  | { kind: 'take-card'; nation: string; reason: 'city-lost' | 'personage' | 'effect' }
  | { kind: 'reply-to-conquest'; nation: string; region: string; units?: UnitCounts; abandon?: string }
  /** An opponent's unit moved from `from` into `region`, where this nation has a city or units: it may reply with a card. */
  | { kind: 'reply-to-movement'; nation: string; region: string; unit: string; from: string }
  /**
   * A card's effect asks this nation (not the card's player) to choose: the rest of the card's run waits in
   * `continuation`, plain data (effect lists and counters), so the game saves and replays through it.
   */
  | { kind: 'effect-choice'; nation: string; card: string; options: { id: string; label: string }[]; continuation: EffectContinuation }
  | { kind: 'battle-demand'; nation: string; region: string; unit: string; entering: string }
  | { kind: 'choose-personage'; nation: string; stacks: string[] }
  | { kind: 'choose-start-city'; nation: string; remaining: number }
  | { kind: 'choose-chip'; nation: string; reason: 'round-coin' };

export interface GameState {
  rulesetId: string;
  seed: number;
  rng: number;
  /** Nations in turn order. */
  nations: string[];
  /** Player index → the nations that player runs. */
  controllers: string[][];
  nation: Record<string, NationState>;
  cities: Record<string, City>;
  /** region → nation → unit type → count (only non-zero entries). */
  units: Record<string, Record<string, UnitCounts>>;
  bank: { temples: number; walls: number; coins: number | null; cityTokens: Partial<Record<Resource, number>> };
  stacks: Record<string, number>;
  cards: { deck: string[]; display: string[]; discard: string[] };
  turn: TurnState;
  pending: Decision[];
  modifiers: Modifier[];
  /** Set when every personage is gone with no winner (A-GOAL-10). */
  personagesExhausted: boolean;
  /**
   * How the game ended. A stalled game (victory.roundLimit) has `stalled: true` and a winner only as the
   * tie-break's leader: it is reported as stalled, never as a win.
   */
  result?: { winner?: string; reason: string; stalled?: boolean; ending: 'target' | 'temple-after-exhaustion' | 'stall' };
  moveCount: number;
}

export type Payment = Bag;

/** Every move a player can make. Fine-grained so bots, the UI and tests all use legalMoves(). */
export type Move =
  | { type: 'rondel.select'; field: string; payment?: Payment; substitute?: Resource }
  | { type: 'temple.build'; region: string; payment?: Payment }
  | { type: 'wall.build'; region: string; payment?: Payment }
  | { type: 'unit.arm'; region: string; unit: string; payment?: Payment }
  | { type: 'knowhow.develop'; knowHow: string; payment?: Payment }
  | { type: 'unit.recruit'; unit: string; payment?: Payment }
  | { type: 'trade'; give: Payment; get: Payment }
  | { type: 'unit.move'; from: string; to: string; unit: string }
  | { type: 'battle.fight'; region: string; unit: string; against: string }
  | { type: 'battle.demand' }
  | { type: 'battle.decline' }
  | { type: 'city.conquer'; region: string; losses?: UnitCounts; abandon?: string }
  | { type: 'city.found'; region: string; resource?: Resource; payment?: Payment }
  | { type: 'card.play'; card: string; targets?: string[] }
  | { type: 'card.take'; card: string }
  | { type: 'reply.pass' }
  /** Answers an 'effect-choice': the option, and the targets its effects (and the rest of the card) need. */
  | { type: 'effect.choose'; option: string; targets?: string[] }
  | { type: 'personage.choose'; stack: string }
  | { type: 'start.choose'; region: string }
  | { type: 'chip.choose'; resource: Resource }
  | { type: 'phase.end' };

export type MoveType = Move['type'];

export interface MoveError {
  code: string;
  message: string;
}

/** Something that happened, for the game log and the UI. `random` marks events that consumed randomness. */
export interface GameEvent {
  type: string;
  nation?: string;
  text: string;
  random?: boolean;
  data?: Record<string, unknown>;
}

export type MoveResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: MoveError };
