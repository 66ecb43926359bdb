/**
 * Types of a resolved ruleset. They mirror schemas/*.schema.json by hand; test/schemas/types-guard.test.ts
 * keeps the two in step by checking that every schema property appears here and the reverse.
 */

/**
 * A resource chip kind: an id the ruleset declares in /economy/resources (marble, iron and gold in both base games,
 * D-COMP-06, A-COMP-06). Kinds are data, so this is a string; the resource-kinds check rejects undeclared ids.
 */
export type Resource = string;
/** A resource kind or 'coin' (D-COIN-01: a coin stands in for any chip). */
export type Currency = Resource | 'coin';
/** An amount of chips and coins keyed by kind or 'coin'; missing entries are 0. */
export type Bag = Partial<Record<Currency, number>>;
/** A declared resource kind (schemas/ruleset.schema.json#/$defs/resourceKind). */
export interface ResourceKind {
  name: string;
  color?: string;
}
export type ActionKind = 'produce' | 'build' | 'arm' | 'research' | 'maneuver';
export type BorderType = 'red' | 'blue' | 'red-blue';
export type ProvenanceStatus = 'printed' | 'derived' | 'fan-data' | 'estimated' | 'house-rule';

export interface ProvenanceEntry {
  status: ProvenanceStatus;
  note?: string;
  source?: string;
}
export type Provenance = Record<string, ProvenanceEntry>;

export interface Modifier {
  param: string;
  max?: number;
  add?: number;
}

export interface Region {
  name: string;
  kind: 'land' | 'sea' | 'coastal';
  geo: { lat: number; lon: number };
  citySite?: { resource?: Resource };
  galleySymbol?: boolean;
  borders: Record<string, BorderType>;
}

export interface Nation {
  name: string;
  color: string;
  hex?: string;
}

export interface Lineup {
  nations: string[];
  controllers?: string[][];
  startNation?: string;
  startCities: Record<string, string[]>;
  startUnits?: Record<string, Record<string, Record<string, number>>>;
}

export interface MapSection {
  name: string;
  description?: string;
  regions: Record<string, Region>;
  nations: Record<string, Nation>;
  lineups: Record<string, Lineup>;
  provenance?: Provenance;
}

export interface RondelField {
  name: string;
  action: ActionKind;
  resource?: Resource;
}

export interface RondelSection {
  fields: Record<string, RondelField>;
  order: string[];
  freeSteps: number;
  stepCost: number;
  firstTurn: 'any-field-free';
  mayStay: boolean;
  provenance?: Provenance;
}

export type LossDestination = 'recruitment-box' | 'supply';

export interface ActionsSection {
  produce: { perCity: number; perCityWithTemple: number; coins: number; coinsWhenNothingProduced?: boolean; bonusWhenNothingProduced?: boolean };
  build: {
    temple: { cost: Bag; adjacentTempleSurcharge?: Bag };
    townWall?: { cost: Bag; defense: number; gainedAtScore: number[] };
  };
  arm: {
    from: 'recruitment-box' | 'supply';
    cost: Bag;
    onlyUnitsPresentAtTurnStart?: boolean;
    perCity: number;
    perCityWithTemple: number;
    battleOnArrival: boolean;
  };
  research: { recruit?: Record<string, Bag> };
  maneuver: {
    battles: 'automatic' | 'on-demand';
    battlePairs?: 'all' | 'chosen';
    lossesTo: LossDestination;
    conquest: {
      baseDefense: number;
      templeDefense: number;
      requiresMovesLeft: boolean;
      lastCityProtected: boolean;
      outOfCityStones?: 'abandon-founded-city' | 'impossible';
    };
  };
  found: { cost: Bag; where: 'city-sites' | 'any-region'; resource: 'chosen' | 'printed'; sameResourceSurcharge?: Bag };
  provenance?: Provenance;
}

export interface Trade {
  give: number;
  get: number;
  when?: 'own-turn' | 'any-time';
}

export interface KnowHow {
  name: string;
  text?: string;
  price: { first: number; later: number };
  requires?: string[];
  modifiers?: Modifier[];
  trade?: Trade;
}

export interface KnowHowsSection {
  items: Record<string, KnowHow>;
  order?: string[];
  /** The kind know-hows are paid in (gold: D-SCI-01, A-KH-01). */
  paidIn: Resource;
  takesEffect: 'immediately' | 'end-of-turn';
  completionBonus?: { extraPersonage?: 'largest-stack'; trade?: Trade };
  provenance?: Provenance;
}

export type PersonageAward = { counter: string; every: number } | { event: string };

export interface PersonageStack {
  name: string;
  count: number;
  victoryPoints?: number;
  cardText?: string;
  award: PersonageAward;
}

export interface PersonagesSection {
  stacks: Record<string, PersonageStack>;
  order: string[];
  seaPoints?: { perRegion: number; perGalleySymbolRegion: number; specialUnitsCount?: boolean };
  provenance?: Provenance;
}

/** Event-card effects: the union of the ops in the registry (engine/effects/ops/index.ts, one file per op). */
export type { Amount, Effect } from '../effects/ops/index';
import type { Effect } from '../effects/ops/index';

export interface EventCard {
  name: string;
  nameDe?: string;
  text?: string;
  copies: number;
  /** The printed card's text is in no source: its copies count in the printed deck but none is shuffled in (engine/effects/deck.ts). */
  textUnknown?: boolean;
  play: { when: 'own-turn' | 'during-action' | 'end-of-turn' | 'reply-to-conquest' | 'reply-to-movement'; action?: ActionKind };
  effects: Effect[];
}

export interface EventCardsSection {
  display: number;
  reshuffleDiscards?: boolean;
  hand?: { visibility?: 'hidden' | 'open'; limit?: number };
  draws: { perTurnWithCityLoss?: number; perOpponentPersonage?: number; usableInSameTurn?: boolean };
  cards: Record<string, EventCard>;
  provenance?: Provenance;
}

export interface UnitType {
  name: string;
  crosses: 'land' | 'sea';
  moves: number;
}

export interface SpecialUnit {
  name: string;
  fightsAs: string;
  ownerColor: string;
  armCost: Bag;
  armOnlyAtTemple?: boolean;
  conquestModifier?: number;
  survivesConquest?: boolean;
}

export interface Ruleset {
  $schema?: string;
  id: string;
  title: string;
  family?: string;
  summary?: string;
  notes?: string;
  sources?: Record<string, string>;
  players: { min: number; max: number };
  units: Record<string, UnitType>;
  specialUnits?: Record<string, SpecialUnit>;
  supply: {
    perNation: Record<string, number>;
    cityStonesPerNation?: number;
    cityTokens?: Partial<Record<Resource, number>>;
    temples: number;
    townWalls?: number;
    /** null or absent: unlimited (AMB-D15). */
    coins?: number | null;
  };
  /** resources: the chip kinds keyed by id, in display order (D-COMP-06, A-COMP-06). */
  economy: { resources: Record<Resource, ResourceKind>; coinsPerRound: number; surchargesInCoinsOnly?: boolean };
  setup: {
    startResources: Bag;
    recruitmentBox?: Record<string, number>;
    compensation?: Bag;
    startCities?: { count: number; selection: 'lineup' | 'chosen-from-lineup' };
  };
  victory: {
    measure: 'personages' | 'victory-points';
    targetByNations: Record<string, number>;
    whenPersonagesRunOut?: 'next-temple-destroyer-wins' | 'no-rule';
    roundLimit?: { rounds: number; tieBreak: 'none' | 'score' };
  };
  map: MapSection;
  rondel: RondelSection;
  actions: ActionsSection;
  knowHows: KnowHowsSection;
  personages: PersonagesSection;
  eventCards?: EventCardsSection;
  turn: TurnSection;
  provenance?: Provenance;
}

/** The move types of the engine (schemas/turn.schema.json#/$defs/moveType). */
export type TurnMoveType =
  | 'rondel.select' | 'temple.build' | 'wall.build' | 'unit.arm' | 'knowhow.develop' | 'unit.recruit' | 'trade' | 'unit.move' | 'battle.fight'
  | 'battle.demand' | 'battle.decline' | 'city.conquer' | 'city.found' | 'card.play' | 'card.take' | 'reply.pass' | 'effect.choose' | 'personage.choose'
  | 'start.choose' | 'chip.choose' | 'phase.end';
export type DecisionKind = 'take-card' | 'reply-to-conquest' | 'reply-to-movement' | 'effect-choice' | 'battle-demand' | 'choose-personage' | 'choose-start-city' | 'choose-chip';
export type TurnStep = 'choose-start' | 'rondel' | 'action' | 'movement' | 'conquest' | 'found';

export type TurnGuard =
  | { type: 'is-over' }
  | { type: 'awaiting'; params: { decision: DecisionKind } }
  | { type: 'in-step'; params: { step: TurnStep; action?: ActionKind } };

export interface TurnTransition {
  target: string;
  guard?: TurnGuard;
}

export interface TurnStateData {
  title?: string;
  description: string;
  rule?: string;
  /** The variation or house rule that brings the state into play, when the base rules alone never reach it. */
  onlyWith?: string;
  accepts?: TurnMoveType[];
  on?: Partial<Record<TurnMoveType, string>>;
  always?: TurnTransition[];
  decision?: DecisionKind;
  final?: boolean;
}

/** The turn as a statechart (schemas/turn.schema.json): the engine builds its XState machine from it. */
export interface TurnSection {
  description?: string;
  initial: string;
  outOfTurn?: TurnMoveType[];
  states: Record<string, TurnStateData>;
  provenance?: Provenance;
}

export type SectionName = 'map' | 'rondel' | 'actions' | 'knowHows' | 'personages' | 'eventCards' | 'turn';
/** Start cities where a ruleset's set-up leaves them out: the first 3 its lineup lists for each nation (D-SET-04; Antike's nation cards print 3, A-VAR-01). The game, the checks and the diff read them here. */
export const startCityDefaults = { count: 3, selection: 'lineup' } as const;

export const sectionNames: readonly SectionName[] = ['map', 'rondel', 'actions', 'knowHows', 'personages', 'eventCards', 'turn'];
/** Sections every resolved ruleset must have; eventCards is optional (Antike has none). */
export const requiredSections = ['units', 'supply', 'economy', 'setup', 'victory', 'map', 'rondel', 'actions', 'knowHows', 'personages', 'turn'] as const;

/** A position in game terms (schemas/scenario.schema.json), built into a state by engine/scenario.ts. */
export interface Scenario {
  $schema?: string;
  id: string;
  title: string;
  description?: string;
  ruleset: string;
  seed?: number;
  players?: number;
  blank?: boolean;
  turn: { nation: string; field?: string; round?: number };
  nations?: Record<string, { stock?: Partial<Record<Currency, number>>; rondel?: string | null; knowHows?: string[]; hand?: string[]; box?: Record<string, number>; walls?: number }>;
  cities?: Record<string, { owner: string; resource?: Resource; temple?: boolean; wall?: boolean; founded?: boolean }>;
  units?: Record<string, Record<string, Record<string, number>>>;
  display?: string[];
  bankCoins?: number | null;
}


export type Severity = 'error' | 'warning' | 'info';

/** The one shape of every diagnostic: what, where (JSON pointer), in words, how bad. */
export interface Diagnostic {
  code: string;
  pointer: string;
  message: string;
  severity: Severity;
  /** Character offset in the source text, when the problem is in the text itself (JSON syntax). */
  offset?: number;
}

/** A diagnostic placed in a file: the pointer inside that file and its line and column. */
export interface LocatedDiagnostic extends Diagnostic {
  file?: string;
  filePointer?: string;
  line?: number;
  column?: number;
}
