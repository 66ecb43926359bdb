import type { MoveError, MoveType } from './state/types';

/** What a field of a move holds: an id, a bag of chips and coins, unit counts, or a list of ids. */
type FieldKind = 'id' | 'bag' | 'counts' | 'ids';

/** Every move type with its fields (true: required). Any other field is refused, so a typo never passes silently. */
const shapes: Record<MoveType, Record<string, [FieldKind, boolean]>> = {
  'rondel.select': { field: ['id', true], payment: ['bag', false], substitute: ['id', false] },
  'temple.build': { region: ['id', true], payment: ['bag', false] },
  'wall.build': { region: ['id', true], payment: ['bag', false] },
  'unit.arm': { region: ['id', true], unit: ['id', true], payment: ['bag', false] },
  'knowhow.develop': { knowHow: ['id', true], payment: ['bag', false] },
  'unit.recruit': { unit: ['id', true], payment: ['bag', false] },
  trade: { give: ['bag', true], get: ['bag', true] },
  'unit.move': { from: ['id', true], to: ['id', true], unit: ['id', true] },
  'battle.fight': { region: ['id', true], unit: ['id', true], against: ['id', true] },
  'battle.demand': {},
  'battle.decline': {},
  'city.conquer': { region: ['id', true], losses: ['counts', false], abandon: ['id', false] },
  'city.found': { region: ['id', true], resource: ['id', false], payment: ['bag', false] },
  'card.play': { card: ['id', true], targets: ['ids', false] },
  'card.take': { card: ['id', true] },
  'reply.pass': {},
  'effect.choose': { option: ['id', true], targets: ['ids', false] },
  'personage.choose': { stack: ['id', true] },
  'start.choose': { region: ['id', true] },
  'chip.choose': { resource: ['id', true] },
  'phase.end': {},
};

export const moveTypes: readonly MoveType[] = Object.keys(shapes) as MoveType[];
/** Each type's fields as a list, built once: applyMove checks the shape of every move it is given. */
const fieldLists = Object.fromEntries(moveTypes.map((type) => [type, Object.entries(shapes[type]).map(([field, [kind, required]]) => ({ field, kind, required }))])) as Record<
  MoveType,
  { field: string; kind: FieldKind; required: boolean }[]
>;
/** No count in a move is ever larger: the whole supply of a game is smaller. */
const maxCount = 999;
const maxTargets = 32;

const malformed = (message: string): MoveError => ({ code: 'move/malformed', message });

/** The form of an id; whether it names something of this game is checked after the shape (see inheritedId). */
function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 64;
}

/** Move fields that name things by key, with the code that refuses a key this game cannot have. */
const idCodes: Record<string, string> = {
  field: 'move/unknown-field', region: 'move/unknown-region', from: 'move/unknown-region', to: 'move/unknown-region', abandon: 'move/unknown-region',
  unit: 'move/unknown-unit', knowHow: 'move/unknown-know-how', card: 'move/unknown-card', stack: 'move/unknown-stack', against: 'move/unknown-nation',
  resource: 'move/unknown-resource', substitute: 'move/unknown-resource',
};

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= maxCount;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Checks a move's shape against its type before any rule reads it: the type is known, each field has the
 * right kind, required fields are present and there are no stray fields. Ids are checked for form only; whether
 * they name something of this game is the rules' question.
 */
export function checkMoveShape(move: unknown): MoveError | undefined {
  if (!isPlainObject(move)) return malformed(`a move is an object whose 'type' is one of: ${moveTypes.join(', ')}`);
  const type = move.type;
  if (typeof type !== 'string' || !Object.hasOwn(shapes, type)) return malformed(`${JSON.stringify(type) ?? 'undefined'} is not a move type; the types are: ${moveTypes.join(', ')}`);
  const shape = shapes[type as MoveType];
  for (const key of Object.keys(move)) {
    if (key === 'type') continue;
    // Any move may name the nation making it: refused when it is not the one the game waits for.
    if (key === 'nation') {
      if (!isId(move.nation)) return malformed(`'nation' takes a nation id, not ${JSON.stringify(move.nation)}`);
      continue;
    }
    if (!Object.hasOwn(shape, key)) {
      const fields = Object.keys(shape);
      return { code: 'move/stray-field', message: `'${type}' has no field '${key}'; its fields are ${fields.length ? fields.join(', ') : 'none'} (and 'nation')` };
    }
  }
  for (const { field, kind, required } of fieldLists[type as MoveType]) {
    const value = move[field];
    if (value === undefined) {
      if (required) return malformed(`'${type}' needs '${field}'`);
      continue;
    }
    const problem = checkField(field, kind, value);
    if (problem) return problem;
    // A key that reaches an object prototype ('constructor', '__proto__') never names a thing of a game: refused
    // before any rule looks it up.
    if (kind === 'id' && ((value as string) in Object.prototype || value === '__proto__')) return { code: idCodes[field] ?? 'move/malformed', message: `'${String(value)}' is not a ${field} of this game` };
  }
  return undefined;
}

function checkField(field: string, kind: FieldKind, value: unknown): MoveError | undefined {
  switch (kind) {
    case 'id':
      return isId(value) ? undefined : malformed(`'${field}' takes an id, not ${JSON.stringify(value) ?? typeof value}`);
    case 'bag':
      if (!isPlainObject(value)) return malformed(`'${field}' is an object of chips and coins, e.g. { "marble": 1, "coin": 1 }`);
      for (const [key, count] of Object.entries(value)) {
        // Resource kinds are ruleset data (/economy/resources): here only the form of the key; the payment and
        // trade rules refuse a kind the game does not declare.
        if (!isId(key) || key in Object.prototype || key === '__proto__') return malformed(`'${field}' names '${key}', which is neither a resource kind nor 'coin'`);
        if (!isCount(count)) return malformed(`'${field}.${key}' must be a whole number from 0 to ${maxCount}`);
      }
      return undefined;
    case 'counts':
      if (!isPlainObject(value)) return malformed(`'${field}' is an object of unit counts, e.g. { "legion": 1 }`);
      for (const [key, count] of Object.entries(value)) {
        if (!isId(key) || key in Object.prototype || key === '__proto__') return malformed(`'${field}' names '${key}', which is not a unit id`);
        if (!isCount(count)) return malformed(`'${field}.${key}' must be a whole number from 0 to ${maxCount}`);
      }
      return undefined;
    case 'ids':
      if (!Array.isArray(value) || value.length > maxTargets || !value.every(isId)) return malformed(`'${field}' is a list of at most ${maxTargets} ids`);
      return undefined;
  }
}
