import type { Metadata } from 'next';
import Link from 'next/link';
import type { Ruleset } from '@/engine/rulesets';
import DiffPicker from '../_components/DiffPicker';
import RulesetProblems from '../_components/RulesetProblems';
import { loadDiffPage, type PickerOption } from '../_lib/diff';
import { playerCountsOf } from '../_lib/compare-model';
import { parseGameStart, startProblemsNotice } from '../_lib/play-start';
import CompareClient from './CompareClient';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : Array.isArray(v) ? v[0] : undefined);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await searchParams;
  const [a, b] = [one(q.a), one(q.b)];
  return { title: a && b ? `Play ${a} beside ${b} — Rondel` : 'Play two rulesets side by side — Rondel' };
}

const hrefFor = (a: string, b: string) => `/compare?${new URLSearchParams({ a, b })}`;

function intParam(v: string | undefined): number | undefined {
  if (v === undefined || !/^-?\d{1,9}$/.test(v.trim())) return undefined;
  return Number(v);
}

export default async function ComparePage({ searchParams }: Props) {
  const q = await searchParams;
  const a = one(q.a)?.trim() || undefined;
  const b = one(q.b)?.trim() || undefined;
  const { options, load } = loadDiffPage(a, b);

  if (!load || !load.ok) {
    return (
      <>
        <Head title="Play two rulesets side by side" />
        <p className="lede">
          Two games next to each other, one per ruleset, from the same seed and seats. Play both at once, or step the
          same bots through both: the first move whose legal moves or outcome differ is marked, with the rule
          difference that caused it.
        </p>
        {load && !load.ok && <RulesetProblems problems={load.problems} a={a} b={b} href={hrefFor} verb="Play" />}
        {!load && (a || b) && <div className="notice error" role="alert">Choose {a ? 'a second' : 'a first'} ruleset to play beside{a ? ` '${a}'` : b ? ` '${b}'` : ''}.</div>}
        <DiffPicker options={options} a={a} b={b} action="/compare" />
        <Suggestions options={options} />
      </>
    );
  }

  const { diff } = load;
  // The page needs the words and pointers of each difference, not the values (a whole map on each side).
  const slim: typeof diff = { ...diff, differences: diff.differences.map((d) => ({ ...d, a: { ...d.a, value: undefined }, b: { ...d.b, value: undefined } })) };
  const links = (
    <nav className="page-links">
      <Link href="/">Library</Link>
      <Link href={hrefFor(b!, a!)}>Swap</Link>
      <Link href={`/diff?${new URLSearchParams({ a: a!, b: b! })}`}>Differences</Link>
      {/* A plain link: /simulate is another page of the workbench, and Link would prefetch it. */}
      <a href={`/simulate?${new URLSearchParams({ a: a!, b: b! })}`} data-testid="simulate-link">Simulate these two</a>
    </nav>
  );
  const head = (
    <div className="page-head">
      <div>
        <h1 data-testid="compare-title">{load.a.title} <span className="muted">beside</span> {load.b.title}</h1>
        <div className="muted small">
          A: <code>{load.a.id}</code> · B: <code>{load.b.id}</code> · <strong>{diff.differences.length}</strong> rule difference{diff.differences.length === 1 ? '' : 's'}
          {load.b.parent === load.a.id ? ` — ${load.b.id} is a variant of ${load.a.id}` : load.a.parent === load.b.id ? ` — ${load.a.id} is a variant of ${load.b.id}` : ''}
        </div>
      </div>
      {links}
    </div>
  );
  const invalid = [load.a, load.b].filter((s) => s.errors.length);
  if (invalid.length) {
    return (
      <div className="wide">
        {head}
        <DiffPicker options={options} a={a} b={b} compact action="/compare" />
        {invalid.map((s) => (
          <div key={s.id} className="notice error" role="alert" data-testid="compare-problem">
            <code>{s.id}</code> has {s.errors.length} validation error{s.errors.length > 1 ? 's' : ''}, so it cannot be played. <Link href={`/rulesets/${s.id}/edit`}>Fix them in the editor</Link>, or see <Link href={`/diff?${new URLSearchParams({ a: a!, b: b! })}`}>the differences</Link>.
          </div>
        ))}
      </div>
    );
  }
  // A ruleset without errors is the resolved value the engine runs (engine/ruleset/validate.ts).
  const ra = load.a.resolved as unknown as Ruleset;
  const rb = load.b.resolved as unknown as Ruleset;
  const countsA = playerCountsOf(ra);
  const countsB = playerCountsOf(rb);
  // The play page's reading of seed, players and bots (seats= is this page's own name for bots=), so a value that
  // cannot be used is said, not silently replaced (a review as users: bots=…, seed=x and seats=foo gave other games
  // without a word). Counts are checked against either ruleset: one only one side can take is the page's own notice.
  const start = parseGameStart({ seed: q.seed, players: q.players, bots: q.bots ?? q.seats }, { playerCounts: [...new Set([...countsA, ...countsB])].sort((x, y) => x - y), randomSeed: 1 });
  const failed = new Set(start.problems.map((p) => p.parameter));
  const startNotice = startProblemsNotice(start, { seed: 'the default', where: 'in the settings above the two games' });
  const players = q.players !== undefined && !failed.has('players') ? start.players : undefined;
  const seats = (q.bots ?? q.seats) !== undefined && !failed.has('bots') ? start.seats : [];
  return (
    <div className="wide compare-page">
      {head}
      <DiffPicker options={options} a={a} b={b} compact action="/compare" />
      {startNotice && (
        <div className="notice error" role="alert" data-testid="compare-start-problem">
          {startNotice}
        </div>
      )}
      <CompareClient
        ra={ra}
        rb={rb}
        diff={slim}
        countsA={countsA}
        countsB={countsB}
        initial={{ seed: start.seed, botSeed: intParam(one(q.botSeed)) ?? 1, players, seats: seats.length ? seats : undefined }}
      />
    </div>
  );
}

function Head({ title }: { title: string }) {
  return (
    <div className="page-head">
      <h1>{title}</h1>
      <nav className="page-links">
        <Link href="/">Library</Link>
      </nav>
    </div>
  );
}

/** Every variant beside its parent: the comparisons people start with. */
function Suggestions({ options }: { options: PickerOption[] }) {
  const ids = new Set(options.map((o) => o.id));
  const pairs = options.filter((o) => o.parent && ids.has(o.parent)).map((o) => [o.parent!, o.id] as const);
  return (
    <section>
      <h2>Start with</h2>
      <ul className="suggestions">
        {pairs.map(([x, y]) => (
          <li key={`${x}-${y}`}>
            <Link href={hrefFor(x, y)}>{x} beside {y}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
