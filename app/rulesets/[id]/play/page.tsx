import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { decodeGameLink, type GameRecord } from '../../../_lib/game-record';
import { parseGameStart, playerCountsOf } from '../../../_lib/play-start';
import { loadForPage } from '../../../_lib/rulesets';
import { DiagnosticsTable } from '../../../_components/DiagnosticsTable';
import ChangeList from '../../../_components/ChangeList';
import PlayClient, { type LinkError, type Watched } from './PlayClient';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Play ${id} — Rondel` };
}

export default async function PlayPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const loaded = loadForPage(id, { withChanges: true });
  // app/not-found.tsx says "did you mean", with a 404 status.
  if (!loaded) notFound();
  const header = (
    <div className="page-head">
      <div>
        <h1>{loaded.title}</h1>
        <div className="muted small">
          <code>{id}</code> {loaded.kind === 'variant' ? <>— a variant of <Link href={`/rulesets/${loaded.parent}/play`}>{loaded.parent}</Link></> : '— base ruleset'}
          {loaded.origin === 'workspace' && <span className="badge">yours</span>}
        </div>
        {/* A house rule is played for what it changes: said here, not left to the title (a review as users). */}
        {loaded.kind === 'variant' && loaded.changes && loaded.changes.length > 0 && (
          <div className="variant-changes small" data-testid="play-variant-changes">
            <span className="muted">What it changes against {loaded.parent}:</span>
            <ChangeList changes={loaded.changes} limit={3} testId="play-changes" hrefAt={(pointer) => `/rulesets/${encodeURIComponent(id)}/edit?at=${encodeURIComponent(pointer)}`} moreHref={loaded.parent ? `/diff?a=${encodeURIComponent(loaded.parent)}&b=${encodeURIComponent(id)}&mode=teach` : undefined} />
          </div>
        )}
      </div>
      <nav className="page-links">
        <Link href="/">Library</Link>
        <Link href={`/rulesets/${id}/edit`}>Edit the rules</Link>
        <Link href={`/simulate?a=${encodeURIComponent(id)}`}>Simulate</Link>
        {/* The designer writes event cards: a game without them (Antike) would open on a dead end. */}
        {(loaded.ruleset ?? (loaded.resolved as { eventCards?: unknown } | undefined))?.eventCards !== undefined && <Link href={`/rulesets/${id}/cards`}>Card designer</Link>}
      </nav>
    </div>
  );
  if (!loaded.ruleset) {
    return (
      <>
        {header}
        <div className="notice error" role="alert">
          This ruleset has errors, so it cannot be played. Fix them in the <Link href={`/rulesets/${id}/edit`}>editor</Link>.
        </div>
        <DiagnosticsTable diagnostics={loaded.diagnostics} />
      </>
    );
  }
  const ruleset = loaded.ruleset;
  const playerCounts = playerCountsOf(ruleset);
  const game = typeof query.game === 'string' ? query.game : undefined;
  const gz = typeof query.gz === 'string' ? query.gz : undefined;
  let initialRecord: GameRecord | undefined;
  let linkError: LinkError | undefined;
  if (game || gz) {
    const decoded = await decodeGameLink({ game, gz });
    // The same parameter goes on to the other ruleset's page, so the game opens there as it was shared.
    const query = new URLSearchParams(game ? { game } : { gz: gz! }).toString();
    if (decoded?.ok) {
      if (decoded.record.rulesetId === id) initialRecord = decoded.record;
      else if (loaded.ids.some((x) => x.id === decoded.record.rulesetId)) linkError = { message: `it replays a game of '${decoded.record.rulesetId}', not of '${id}'`, otherRuleset: decoded.record.rulesetId, query };
      // No page to send it to: a variant of someone else's library.
      else linkError = { message: `it replays a game of '${decoded.record.rulesetId}', which is not in your library (a variant saved elsewhere? put its ${decoded.record.rulesetId}.variant.json in the workspace folder and open the link again)` };
    } else if (decoded) linkError = { message: decoded.message };
  }
  // ?seed=42&players=2&bots=human,heuristic: the game a new page starts (a shared game's link wins over them).
  const start = parseGameStart(query, { playerCounts, defaultPlayers: ruleset.players.min, randomSeed: Math.floor(Math.random() * 1_000_000) });
  // A game opened from the simulate page's "Watch a game" (app/simulate/watch.ts watchQuery): how the run ended it.
  const watch = typeof query.watch === 'string' && ['finished', 'stalled', 'error'].includes(query.watch) ? (query.watch as Watched['outcome']) : undefined;
  const said = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 300) : undefined);
  const watched: Watched | undefined = watch && { outcome: watch, stall: said(query.stall), error: said(query.error) };
  return (
    <>
      {header}
      <PlayClient ruleset={ruleset} start={start} startLink={game ? 'game' : gz ? 'gz' : undefined} playerCounts={playerCounts} initialRecord={initialRecord} linkError={linkError} rulesetIds={loaded.ids.map((x) => x.id)} watched={watched} />
    </>
  );
}
