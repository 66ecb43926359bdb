/**
 * The change between two game states as a list of leaf values (JSON pointer, before, after), for the card
 * designer's sandbox. Arrays are leaves (a hand, a deck), so a card drawn shows as one changed list; bookkeeping
 * that changes with every move (the move counter, the random state) is left out.
 */
export interface StateChange {
  pointer: string;
  before: string;
  after: string;
}

const ignored = new Set(['/moveCount', '/rng']);

function leaves(value: unknown, pointer: string, out: Map<string, string>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
    return;
  }
  if (value !== undefined) out.set(pointer, JSON.stringify(value));
}

export function stateDiff(before: unknown, after: unknown): StateChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  leaves(before, '', a);
  leaves(after, '', b);
  const out: StateChange[] = [];
  for (const pointer of new Set([...a.keys(), ...b.keys()])) {
    if (ignored.has(pointer)) continue;
    const x = a.get(pointer) ?? '—';
    const y = b.get(pointer) ?? '—';
    if (x !== y) out.push({ pointer, before: x, after: y });
  }
  return out.sort((p, q) => p.pointer.localeCompare(q.pointer));
}
