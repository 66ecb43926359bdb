'use client';

import { type KeyboardEvent } from 'react';
import { actionColors, chipStyle, chipStyles, nationFill, textOn } from '../_lib/colors';

export interface RondelStone {
  nation: string;
  name: string;
  hex?: string;
  color?: string;
  /** Field id, or null before the nation's first turn. */
  field: string | null;
}

export interface RondelViewProps {
  /** The rondel section as written (checked here, so the editor can pass whatever parses). */
  rondel: unknown;
  stones?: RondelStone[];
  /** The nation whose costs are shown. */
  current?: string;
  /** What moving to each field costs `current` ("free", "1 resource"). */
  costs?: Record<string, string>;
  /** Fields `current` may choose now (others are drawn faded when this is given). */
  choosable?: ReadonlySet<string>;
  /** Why a faded field cannot be chosen now, by field id (the engine's explanation), for its tooltip and name. */
  whyNot?: Readonly<Record<string, string>>;
  onFieldClick?: (field: string) => void;
  /** Field ids marked estimated in the provenance. */
  estimatedFields?: ReadonlySet<string>;
  /** The ruleset's resource kinds (/economy/resources): a production field is drawn in its kind's colour and named by it. */
  resources?: unknown;
}

const SIZE = 380;
const C = SIZE / 2;
const OUTER = 152;
const INNER = 58;

const actionWords: Record<string, string> = { produce: 'produce', build: 'build temples', arm: 'arm units', research: 'know-how', maneuver: 'move & conquer' };

/**
 * The rondel: the fields in their clockwise order around a circle, each with its name and action, the nations'
 * stones on their fields, and for the player on turn what moving to each field costs from where its stone stands.
 */
export default function RondelView({ rondel, stones = [], current, costs, choosable, whyNot, onFieldClick, estimatedFields, resources }: RondelViewProps) {
  const styles = chipStyles(resources);
  const data = rondel && typeof rondel === 'object' ? (rondel as { fields?: unknown; order?: unknown; freeSteps?: unknown; stepCost?: unknown }) : {};
  const fields = data.fields && typeof data.fields === 'object' ? (data.fields as Record<string, { name?: unknown; action?: unknown; resource?: unknown }>) : {};
  const order = Array.isArray(data.order) ? data.order.filter((f): f is string => typeof f === 'string') : [];
  const n = order.length;
  if (!n) return <div className="rondel-view empty">The rondel has no fields in its order.</div>;
  const step = (2 * Math.PI) / n;
  const angle = (i: number) => -Math.PI / 2 + i * step; // centre of field i, clockwise from the top
  const point = (r: number, a: number) => [C + r * Math.cos(a), C + r * Math.sin(a)] as const;
  const onKey = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onFieldClick?.(id);
    }
  };

  return (
    <figure className="rondel-view" data-testid="rondel-view">
      {/* With fields to choose, the rondel is a group of buttons: role "img" would hide them from assistive technology. */}
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role={onFieldClick ? 'group' : 'img'} aria-label="rondel">
        {order.map((id, i) => {
          const field = fields[id] ?? {};
          const a0 = angle(i) - step / 2;
          const a1 = angle(i) + step / 2;
          const [x0, y0] = point(OUTER, a0);
          const [x1, y1] = point(OUTER, a1);
          const [x2, y2] = point(INNER, a1);
          const [x3, y3] = point(INNER, a0);
          const large = step > Math.PI ? 1 : 0;
          const action = typeof field.action === 'string' ? field.action : '';
          const kind = typeof field.resource === 'string' ? chipStyle(styles, field.resource) : undefined;
          const resource = kind?.name;
          const fill = action === 'produce' && kind ? kind.fill : (actionColors[action] ?? '#eeeeee');
          const ink = action === 'produce' && kind ? kind.text : '#2b2118';
          const [tx, ty] = point((OUTER + INNER) / 2 + 12, angle(i));
          const [cx, cy] = point(OUTER + 18, angle(i));
          const here = stones.filter((s) => s.field === id);
          const faded = choosable && !choosable.has(id);
          const name = typeof field.name === 'string' ? field.name : id;
          // The tooltip and the button's name: the field, its action, its price, and an estimate said as one.
          const said = `${name}: ${actionWords[action] ?? action}${resource ? ` ${resource}` : ''}${costs?.[id] ? ` — ${costs[id]}` : ''}${estimatedFields?.has(id) ? ' — estimated: not printed in any rulebook we have' : ''}${faded && whyNot?.[id] ? ` — not possible now: ${whyNot[id]}` : ''}`;
          return (
            <g
              key={`${id}-${i}`}
              data-field={id}
              className={`rondel-field${onFieldClick ? ' clickable' : ''}${faded ? ' faded' : ''}`}
              {...(onFieldClick ? { onClick: () => onFieldClick(id) } : {})}
            >
              <title>{said}</title>
              {/* The wedge is the field's button for the keyboard and screen readers, named by the field, its action and its
                  price: the whole group was the button before, and the letters on its stones were then part of its
                  name's text, which did not match the label (WCAG 2.5.3). A click anywhere on the field reaches the group. */}
              <path
                d={`M${x0} ${y0} A${OUTER} ${OUTER} 0 ${large} 1 ${x1} ${y1} L${x2} ${y2} A${INNER} ${INNER} 0 ${large} 0 ${x3} ${y3} Z`}
                {...(onFieldClick ? { className: 'rondel-hit', role: 'button', tabIndex: 0, 'aria-label': said, onKeyDown: onKey(id) } : {})}
                fill={fill}
                stroke={estimatedFields?.has(id) ? '#8a4fbf' : '#7a6a55'}
                strokeWidth={estimatedFields?.has(id) ? 2 : 1.2}
                strokeDasharray={estimatedFields?.has(id) ? '5 3' : undefined}
              />
              <text x={tx} y={ty - 4} textAnchor="middle" className="rondel-name" fill={ink}>{name}</text>
              <text x={tx} y={ty + 8} textAnchor="middle" className="rondel-action" fill={ink}>{actionWords[action] ?? action}{resource ? ` ${resource}` : ''}</text>
              {costs?.[id] && (
                <text x={cx} y={cy + 3} textAnchor="middle" className={`rondel-cost${costs[id] === 'free' ? ' free' : ''}`}>{costs[id]}</text>
              )}
              {here.map((stone, k) => {
                const [sx, sy] = point(INNER + 14, angle(i) + (k - (here.length - 1) / 2) * Math.min(0.22, step / (here.length + 1)));
                const stoneFill = nationFill(stone);
                return (
                  <g key={stone.nation} data-stone={stone.nation}>
                    {/* Nations are named in the plural ("Romans"), as the turn banner's "the Romans’ turn". */}
                    <title>{`the ${stone.name}’ stone`}</title>
                    <circle cx={sx} cy={sy} r={8} fill={stoneFill} stroke={stone.nation === current ? '#2b2118' : '#5a4a36'} strokeWidth={stone.nation === current ? 2.5 : 1} />
                    <text x={sx} y={sy + 3} textAnchor="middle" className="stone-letter" fill={textOn(stoneFill)}>{stone.name.charAt(0)}</text>
                  </g>
                );
              })}
            </g>
          );
        })}
        <text x={C} y={C - 14} textAnchor="middle" className="rondel-centre">clockwise ↻</text>
        <text x={C} y={C + 2} textAnchor="middle" className="rondel-centre small">{typeof data.freeSteps === 'number' ? `up to ${data.freeSteps} fields free` : ''}</text>
        <text x={C} y={C + 16} textAnchor="middle" className="rondel-centre small">{typeof data.stepCost === 'number' ? `then ${data.stepCost} per extra field` : ''}</text>
      </svg>
      {stones.some((s) => s.field === null) && (
        <figcaption className="muted small">
          Not yet on the rondel: {stones.filter((s) => s.field === null).map((s) => s.name).join(', ')} (the first move is free to any field).
        </figcaption>
      )}
    </figure>
  );
}
