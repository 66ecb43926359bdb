import type { TurnSection } from '@/engine/rulesets';
import type { Metadata } from 'next';
import Link from 'next/link';
import { byTopic, PROVENANCE_LEGEND, provenanceLabel, teachingOrder, tiers, valueText, wordingSummary, type Difference, type RulesetDiff, type SideValue } from '@/engine/rulesets';
import { indexProvenance } from '@/engine/rulesets';
import { parsePointer } from '@/engine/rulesets';
import MapView from '../_components/MapView';
import RondelView from '../_components/RondelView';
import TurnMachineView from '../_components/TurnMachineView';
import { differingStates } from '../_lib/turn-states';
import DiffPicker from '../_components/DiffPicker';
import { TableScroll } from '../_components/ScrollBox';
import DiffWords from '../_components/DiffWords';
import TapNote from '../_components/TapNote';
import RulesetProblems from '../_components/RulesetProblems';
import { loadDiffPage, type PickerOption } from '../_lib/diff';
import { RULE_TITLE, ruleWords } from '../_lib/diff-words';
import type { DiffSide } from '@/lib/rulesets/diff';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : Array.isArray(v) ? v[0] : undefined);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await searchParams;
  const [a, b] = [one(q.a), one(q.b)];
  return { title: a && b ? `${one(q.mode) === 'teach' ? 'Learn' : 'Compare'} ${a} → ${b} — Rondel` : 'Compare two rulesets — Rondel' };
}

export default async function DiffPage({ searchParams }: Props) {
  const q = await searchParams;
  const a = one(q.a)?.trim() || undefined;
  const b = one(q.b)?.trim() || undefined;
  const mode = one(q.mode) === 'teach' ? 'teach' : 'diff';
  const { options, load } = loadDiffPage(a, b);

  if (!load) {
    return (
      <>
        <Head title="Compare two rulesets" />
        <p className="lede">
          Pick two rulesets or variants. The comparison states every difference in plain words, with the numbers of
          both sides, where each value lives (its JSON pointer) and whether it is printed in a rulebook or estimated.
          The teaching order is for a player who knows the first and learns the second.
        </p>
        {(a || b) && <div className="notice error" role="alert">Choose {a ? 'a second' : 'a first'} ruleset to compare{a ? ` with '${a}'` : b ? ` with '${b}'` : ''}.</div>}
        <DiffPicker options={options} a={a} b={b} mode={mode} />
        <Suggestions options={options} />
      </>
    );
  }

  if (!load.ok) {
    return (
      <>
        <Head title="Compare two rulesets" />
        <RulesetProblems problems={load.problems} a={a} b={b} href={(x, y) => hrefFor({ a: x, b: y, mode })} verb="Compare" />
        <p className="lede">Every ruleset and variant in the library can be compared; pick two:</p>
        <DiffPicker options={options} a={a} b={b} mode={mode} />
        <Suggestions options={options} />
      </>
    );
  }

  const { diff } = load;
  const links = (
    <nav className="page-links no-print">
      <Link href="/">Library</Link>
      <Link href={hrefFor({ a: b!, b: a!, mode })}>Swap</Link>
      <Link href={`/compare?${new URLSearchParams({ a: a!, b: b! })}`} data-testid="play-side-by-side">Play side by side</Link>
      {mode === 'teach' ? <Link href={hrefFor({ a: a!, b: b!, mode: 'diff' })}>Differences by topic</Link> : <Link href={hrefFor({ a: a!, b: b!, mode: 'teach' })}>Teaching order</Link>}
      <a href={`/diff/markdown?${new URLSearchParams({ a: a!, b: b!, ...(mode === 'teach' ? { mode } : {}) })}`} download>Markdown</a>
      <Link href={`/simulate?${new URLSearchParams({ a: a!, b: b! })}`}>Simulate A vs B</Link>
    </nav>
  );
  return (
    <div className="diff-page wide">
      <div className="page-head">
        <div>
          <h1 data-testid="diff-title">{mode === 'teach' ? <>From {diff.a.title} to {diff.b.title}</> : <>{diff.a.title} → {diff.b.title}</>}</h1>
          <div className="muted small">
            <code>{diff.a.id}</code> → <code>{diff.b.id}</code>: <strong data-testid="diff-count">{diff.differences.length}</strong> difference{diff.differences.length === 1 ? '' : 's'}
            {relation(load.a, load.b)}
          </div>
        </div>
        {links}
      </div>
      <DiffPicker options={options} a={a} b={b} mode={mode} compact />
      {[load.a, load.b].filter((s) => s.errors.length).map((s) => (
        <div key={s.id} className="notice error" role="alert">
          <code>{s.id}</code> has {s.errors.length} validation error{s.errors.length > 1 ? 's' : ''}; the comparison uses its values as written. <Link href={`/rulesets/${s.id}/edit`}>Fix them in the editor</Link>.
        </div>
      ))}
      {diff.differences.length === 0 ? (
        <div className="notice info" data-testid="no-differences">No differences: the two rulesets play by the same rules.</div>
      ) : mode === 'teach' ? (
        <Teach diff={diff} a={load.a} b={load.b} />
      ) : (
        <Topics diff={diff} />
      )}
      {diff.differences.length > 0 && <p className="muted small" data-testid="prov-legend">{PROVENANCE_LEGEND}</p>}
      {diff.wording?.length ? <p className="muted small" data-testid="diff-wording">{wordingSummary(diff)}</p> : null}
    </div>
  );
}

function Head({ title }: { title: string }) {
  return (
    <div className="page-head">
      <h1>{title}</h1>
      <nav className="page-links no-print">
        <Link href="/">Library</Link>
      </nav>
    </div>
  );
}

function hrefFor({ a, b, mode }: { a: string; b: string; mode: 'diff' | 'teach' }): string {
  return `/diff?${new URLSearchParams({ a, b, ...(mode === 'teach' ? { mode } : {}) })}`;
}

function relation(a: DiffSide, b: DiffSide): string {
  if (b.parent === a.id) return ` — ${b.id} is a variant of ${a.id}: only what it changes`;
  if (a.parent === b.id) return ` — ${a.id} is a variant of ${b.id}`;
  return '';
}

/** The comparisons people start with: the two games, and every variant against its parent. */
function Suggestions({ options }: { options: PickerOption[] }) {
  const ids = new Set(options.map((o) => o.id));
  const pairs: [string, string][] = [];
  // The base games against each other, both ways (a player who knows either asks), then each variant beside its parent.
  const bases = options.filter((o) => !o.parent).map((o) => o.id);
  for (const x of bases) for (const y of bases) if (x !== y) pairs.push([x, y]);
  for (const o of options) if (o.parent && ids.has(o.parent)) pairs.push([o.parent, o.id]);
  return (
    <section className="no-print">
      <h2>Start with</h2>
      <ul className="suggestions">
        {pairs.map(([x, y]) => (
          <li key={`${x}-${y}`}>
            <Link href={hrefFor({ a: x, b: y, mode: 'diff' })}>{x} → {y}</Link>{' '}
            <span className="muted small">(<Link href={hrefFor({ a: x, b: y, mode: 'teach' })}>teaching order</Link>)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The weakest status in the value leads, so a list with a guessed price never shows as "printed". */
function Badge({ side }: { side: SideValue }) {
  const label = provenanceLabel(side);
  if (label.lead === 'absent') return <span className="prov prov-absent">absent</span>;
  const note = [side.note, side.source].filter(Boolean).join(' — ');
  const mark = (
    <>
      {label.lead}
      {label.parts.length ? <span className="prov-below"> (parts {label.parts.join(', ')})</span> : null}
    </>
  );
  // Why a value is estimated (or where it is printed) is what a designer filling in the blanks reads: it opens on a
  // click, a tap or Enter, not on hover alone.
  if (!note) return <span className={`prov prov-${label.lead}`} data-status={label.lead}>{mark}</span>;
  return <TapNote className="prov-note" labelClassName={`prov prov-${label.lead}`} labelData={{ 'data-status': label.lead }} label={mark} note={note} />;
}

/** One side's value in words; for lists and collections, what only this side has. */
function SideCell({ d, side, id }: { d: Difference; side: 'a' | 'b'; id: string }) {
  const s = d[side];
  const only = side === 'a' ? d.removed : d.added;
  let shown: string;
  // A side that leaves a value out may still play by a default, which the engine words (d.sides) as it does a value.
  if (d.sides?.[side]) shown = d.sides[side];
  else if (!s.present) shown = '—';
  else if (d.kind === 'members') shown = only?.length ? `${only.length} of its own: ${only.join(', ')}` : 'nothing of its own';
  else shown = valueText(s.value);
  if (shown.length > 240) shown = shown.slice(0, 237) + '…';
  return (
    <td className="side-cell" data-label={id}>
      <div className="side-value"><DiffWords text={shown} lists={d.lists} /></div>
      <div className="side-meta">
        <Badge side={s} />{' '}
        <Link className="edit-link no-print" href={`/rulesets/${id}/edit?at=${encodeURIComponent(s.pointer)}`} title={`open ${id} in the editor at ${s.pointer || '/'}`}>
          edit
        </Link>
      </div>
    </td>
  );
}

function PointerCell({ d }: { d: Difference }) {
  return (
    <td className="pointer-cell" data-label="Pointer">
      {d.a.pointer === d.b.pointer ? <code>{d.pointer || '/'}</code> : (
        <>
          <code>{d.a.pointer || '/'}</code>
          <br />
          <code>{d.b.pointer || '/'}</code>
        </>
      )}
    </td>
  );
}

function Topics({ diff }: { diff: RulesetDiff }) {
  return (
    <>
      {byTopic(diff).map((group) => (
        <section key={group.topic} className="diff-topic" data-topic={group.topic}>
          <h2>
            {group.title} <span className="muted small">({group.differences.length})</span>
          </h2>
          <TableScroll label={group.title}>
            <table className="diff-table stack-on-phone">
              <thead>
                <tr>
                  <th>Difference</th>
                  <th>{diff.a.id}</th>
                  <th>{diff.b.id}</th>
                  <th>Pointer</th>
                </tr>
              </thead>
              <tbody>
                {group.differences.map((d) => (
                  <tr key={d.id} data-pointer={d.pointer} data-kind={d.kind}>
                    <td className="diff-text">
                      <DiffWords text={d.text} lists={d.lists} />
                      {d.rule && <div className="muted small rule" title={RULE_TITLE}>{ruleWords(d.rule)}</div>}
                    </td>
                    <SideCell d={d} side="a" id={diff.a.id} />
                    <SideCell d={d} side="b" id={diff.b.id} />
                    <PointerCell d={d} />
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
    </>
  );
}

const tierIntro: Record<string, string> = {
  basics: 'How many play, how to win and on which board.',
  setup: 'What is laid out before the first turn: start cities, start resources, the recruitment box, the start player.',
  turn: 'How a turn runs and what the rondel offers: learn these before the first move.',
  'turn-steps': 'The decisions and moves one game has and the other does not, step by step; the two turn machines are drawn side by side below.',
  'every-turn': 'Prices, actions, know-hows and personages: these come up every turn.',
  rare: 'Supply limits and the rules for unusual situations: look them up when they happen.',
};

function Teach({ diff, a, b }: { diff: RulesetDiff; a: DiffSide; b: DiffSide }) {
  const groups = teachingOrder(diff);
  let n = 0;
  return (
    <>
      <p className="lede">
        For a player who knows <strong>{diff.a.title}</strong> and learns <strong>{diff.b.title}</strong>: the differences in the order to learn
        them. A value no rulebook we have prints is marked where it is said (estimated, or derived: our reading).
      </p>
      {/* A teacher reads the sentences; the rule ids, the data's pointers and a "printed" on every line were noise to
          them (a review as users), and a designer has them in "Differences by topic". Kept one tick away, with no
          script (the page is served whole and prints): the tick shows them on screen and on paper. */}
      <input type="checkbox" id="teach-refs" className="teach-refs-switch" />
      <label htmlFor="teach-refs" className="small teach-refs-label">
        Show where each difference comes from: the rulebook rule ids, the place in the data, and printed or estimated for both games
      </label>
      <ol className="teach-list">
        {groups.map((g) => (
          <li key={g.tier} className="teach-tier" data-tier={g.tier}>
            <h2>{tiers.find((t) => t.id === g.tier)!.title}</h2>
            <p className="muted small">{tierIntro[g.tier]}</p>
            <ol className="teach-items">
              {g.differences.map((d) => (
                <li key={d.id} value={++n} data-pointer={d.pointer}>
                  <div className="teach-text"><DiffWords text={d.text} lists={d.lists} /></div>
                  <Unprinted diff={diff} d={d} />
                  <div className="muted small teach-refs">
                    {d.rule && <span className="rule" title={RULE_TITLE}>{ruleWords(d.rule)} · </span>}
                    <code>{d.pointer || '/'}</code> · {diff.a.id}: <Badge side={d.a} /> · {diff.b.id}: <Badge side={d.b} />
                  </div>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <SideBySide diff={diff} a={a} b={b} />
    </>
  );
}

/**
 * The sides whose value is not printed (estimated, derived, fan data, a house rule), by the game's title: shown on
 * every line of the teaching order, so a guess never reads as printed fact while the references are hidden.
 */
function Unprinted({ diff, d }: { diff: RulesetDiff; d: Difference }) {
  const sides = ([['a', d.a], ['b', d.b]] as const).filter(([, side]) => side.present && provenanceLabel(side).lead !== 'printed');
  if (!sides.length) return null;
  return (
    <div className="muted small teach-unprinted" data-testid="teach-unprinted">
      {sides.map(([key, side], i) => (
        <span key={key}>
          {i > 0 && ' · '}
          {diff[key].title}: <Badge side={side} />
        </span>
      ))}
    </div>
  );
}

/** Regions whose data differs, for highlighting on each map. */
function differingRegions(diff: RulesetDiff): Set<string> {
  const out = new Set<string>();
  for (const d of diff.differences) {
    const segs = parsePointer(d.pointer);
    // Only regions both maps have: on two different boards every region would light up and none would stand out.
    if (segs[0] === 'map' && segs[1] === 'regions' && segs[2] && d.a.present && d.b.present) out.add(segs[2]);
  }
  return out;
}

function startCitiesOf(r: Record<string, unknown>): Record<string, string[]> | undefined {
  const map = r.map as { lineups?: Record<string, { startCities?: Record<string, string[]> }> } | undefined;
  const min = String((r.players as { min?: number } | undefined)?.min ?? '');
  const lineups = map?.lineups ?? {};
  return (lineups[min] ?? Object.values(lineups)[0])?.startCities;
}

function SideBySide({ diff, a, b }: { diff: RulesetDiff; a: DiffSide; b: DiffSide }) {
  const highlighted = differingRegions(diff);
  const entries = (r: Record<string, unknown>) => {
    try {
      return indexProvenance(r as never).entries;
    } catch {
      return [];
    }
  };
  const rondelDiffers = diff.differences.some((d) => d.topic === 'rondel');
  const turnDiffers = diff.differences.some((d) => d.pointer.startsWith('/turn'));
  return (
    <section className="side-by-side" aria-label="side by side">
      <h2>Side by side</h2>
      <h3>The turn</h3>
      <p className="muted small">
        {turnDiffers ? 'The turn machines differ: states marked “differs” are defined differently (or only on one side); see “How a turn runs” above.' : 'Both rulesets run the same turn machine.'}
      </p>
      <div className="pair">
        {[a, b].map((side) => (
          <div key={side.id} className="pair-item" data-side={side.id}>
            <h4>{side.title}</h4>
            {/* Each side's own turn data, as its engine runs it; states defined differently on the two sides are marked. */}
            <TurnMachineView turn={side.resolved.turn as TurnSection} differs={differingStates(a.resolved.turn as TurnSection, b.resolved.turn as TurnSection)} />
          </div>
        ))}
      </div>
      <h3>The rondels</h3>
      {!rondelDiffers && <p className="muted small">The two rondels are the same.</p>}
      <div className="pair">
        {[a, b].map((side) => (
          <div key={side.id} className="pair-item" data-side={side.id}>
            <h4>{side.title}</h4>
            <RondelView rondel={side.resolved.rondel} resources={(side.resolved.economy as { resources?: unknown } | undefined)?.resources} />
          </div>
        ))}
      </div>
      <h3>The maps</h3>
      <p className="muted small">Regions both maps share whose data differs are highlighted; stars mark the start cities of the smallest game.</p>
      <div className="pair map-pair">
        {[a, b].map((side) => (
          <div key={side.id} className="pair-item" data-side={side.id}>
            <MapView map={side.resolved.map} resources={(side.resolved.economy as { resources?: unknown } | undefined)?.resources} provenance={entries(side.resolved)} startCities={startCitiesOf(side.resolved)} highlighted={highlighted} title={side.title} pannable />
          </div>
        ))}
      </div>
    </section>
  );
}
