import { getLocation } from 'jsonc-parser';

/**
 * The map region a designer's cursor is on in a ruleset's (or a patch's) JSON text, so the editor's board can show it:
 * inside a region's entry (/map/regions/<id>/…), or on a string or property name that is a region id elsewhere (a
 * border's far side, a start city, a lineup). A merge patch has the ruleset's shape, so the same paths hold there.
 */
export function regionAtCursor(text: string, offset: number, regions: ReadonlySet<string>): { region: string; other?: string } | undefined {
  let location;
  try {
    location = getLocation(text, offset);
  } catch {
    return undefined;
  }
  const path = location.path;
  const node = location.previousNode;
  const named = node && node.type === 'string' && typeof node.value === 'string' && regions.has(node.value) ? node.value : undefined;
  if (path[0] === 'map' && path[1] === 'regions' && typeof path[2] === 'string' && regions.has(path[2])) {
    // A border: the region and the one across it (/map/regions/<a>/borders/<b>).
    const across = path[3] === 'borders' && typeof path[4] === 'string' && regions.has(path[4]) ? path[4] : undefined;
    return { region: path[2], other: across ?? (named !== path[2] ? named : undefined) };
  }
  const key = path.at(-1);
  if (named) return { region: named };
  if (typeof key === 'string' && regions.has(key)) return { region: key };
  return undefined;
}
