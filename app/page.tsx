import { displayPath, workspaceRoot } from '@/lib/rulesets/load';
import ChangeList from './_components/ChangeList';
import DeleteVariant from './_components/DeleteVariant';
import DeletedNotice from './_components/DeletedNotice';
import DiffPicker from './_components/DiffPicker';
import { isId } from './_lib/ids';
import { listLibrary, type LibraryEntry } from './_lib/library';
import { countLabel } from './_lib/provenance-view';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LibraryPage({ searchParams }: Props) {
  const entries = listLibrary();
  const families = [...new Set(entries.map((e) => e.family))];
  // ?deleted=<id> is where a deletion lands (DeleteVariant); said only while the id is indeed gone, so the address
  // cannot claim a deletion that did not happen.
  const { deleted } = await searchParams;
  const gone = isId(deleted) && !entries.some((e) => e.id === deleted) ? deleted : undefined;
  return (
    <>
      <h1>Library</h1>
      {gone && <DeletedNotice id={gone} workspace={displayPath(workspaceRoot())} />}
      <StartHere ids={new Set(entries.map((e) => e.id))} />
      <p className="lede">
        Every built-in ruleset and variant, and the variants saved in your workspace. A variant is its parent plus a
        merge patch; the status is that of the resolved result. Values marked <span className="estimated">estimated</span> are
        not printed in any rulebook we have — correct them if you own the game. Provenance counts values (a whole-map entry
        covers hundreds) and, for estimates, the entries that mark them: the edit page lists those entries.
      </p>
      <DiffPicker options={entries.map((e) => ({ id: e.id, title: e.title, kind: e.kind, parent: e.parent, origin: e.origin }))} a="antike-east" b="antike-duellum" compact />
      <DiffPicker options={entries.map((e) => ({ id: e.id, title: e.title, kind: e.kind, parent: e.parent, origin: e.origin }))} a="antike-duellum" b="antike-duellum-special-units" compact action="/compare" />
      {families.map((family) => (
        <section key={family}>
          <h2>{familyTitle(family)}</h2>
          <table className="library stack-on-phone">
            <thead>
              <tr>
                <th>Ruleset</th>
                <th>Parent</th>
                <th>Status</th>
                <th>Provenance</th>
                <th>What it changes</th>
              </tr>
            </thead>
            <tbody>
              {entries.filter((e) => e.family === family).map((entry) => (
                <Row key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/**
 * Where a first-time visitor begins: a dozen rows of links and provenance counts do not say which game to open
 * first. Only rulesets the library holds are offered.
 */
function StartHere({ ids }: { ids: Set<string> }) {
  if (!ids.has('antike-duellum')) return null;
  return (
    <p className="start-here" data-testid="start-here">
      <strong>New here?</strong> <a href="/rulesets/antike-duellum/play">Play Antike Duellum</a>, the two-player game (open
      “New game” above the board to make a bot your opponent)
      {ids.has('antike-east') && (
        <>
          ; if you know Antike, first read <a href="/diff?a=antike-east&amp;b=antike-duellum&amp;mode=teach">what Duellum changes</a>, in teaching order
        </>
      )}
      . To try a house rule, open a ruleset’s <em>edit</em> link and save your change as a variant.
    </p>
  );
}

function Row({ entry }: { entry: LibraryEntry }) {
  return (
    <tr data-ruleset={entry.id}>
      <td>
        <strong>{entry.title}</strong>
        <span className="badge">{entry.kind === 'ruleset' ? 'base' : 'variant'}</span>
        {entry.origin === 'workspace' && <span className="badge">yours</span>}
        <div className="muted"><code>{entry.id}</code></div>
        {entry.notes && <div className="muted">{entry.notes}</div>}
        <div className="row-links">
          {entry.errors === 0 && <a href={`/rulesets/${entry.id}/play`}>play</a>}
          {entry.errors === 0 && <a href={`/simulate?a=${encodeURIComponent(entry.id)}`} data-testid="simulate-link">simulate</a>}
          {entry.errors === 0 && entry.parent && <a href={`/simulate?a=${encodeURIComponent(entry.parent)}&b=${encodeURIComponent(entry.id)}`} data-testid="simulate-parent">simulate vs parent</a>}
          <a href={`/rulesets/${entry.id}/edit`}>edit</a>
          {entry.eventCards && <a href={`/rulesets/${entry.id}/cards`} data-testid="cards-link">cards</a>}
          {entry.parent && <a href={`/diff?a=${encodeURIComponent(entry.parent)}&b=${encodeURIComponent(entry.id)}`} data-testid="compare-parent">compare with parent</a>}
          {entry.parent && <a href={`/compare?a=${encodeURIComponent(entry.parent)}&b=${encodeURIComponent(entry.id)}`} data-testid="play-side-by-side">play side by side</a>}
          {/* Only a variant you saved: built-in files are never deleted (app/_lib/delete-variant.ts). */}
          {entry.origin === 'workspace' && entry.kind === 'variant' && (
            <DeleteVariant id={entry.id} title={entry.title} file={entry.file} partFiles={entry.partFiles} dependents={entry.dependents ?? []} />
          )}
        </div>
      </td>
      <td data-label="Parent">{entry.parent ? <code>{entry.parent}</code> : <span className="muted">—</span>}</td>
      <td data-label="Status">
        <Status entry={entry} />
        {entry.firstProblems.length > 0 && (
          <ul className="diagnostics">
            {entry.firstProblems.map((p) => (
              <li key={p}><code>{p}</code></li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Provenance">
        {entry.provenance ? (
          <span data-testid="provenance" title="values: every number, name or setting the entries cover; entries: the lines in the rulesets' provenance maps (the edit page lists the estimated ones)">
            <span className={entry.provenance.values.estimated ? 'estimated' : ''}>{countLabel(entry.provenance, 'estimated')}</span>
            {(['fan-data', 'derived', 'printed', 'house-rule'] as const)
              .filter((status) => status === 'printed' || status === 'derived' || entry.provenance!.values[status] > 0)
              .map((status) => `, ${entry.provenance!.values[status]} ${status === 'fan-data' ? 'from fan data' : status}`)
              .join('')}
            {' values'}
          </span>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td data-label="What it changes">
        {entry.changes.length ? (
          <ChangeList changes={entry.changes} limit={6} testId="changes" hrefAt={(pointer) => `/rulesets/${encodeURIComponent(entry.id)}/edit?at=${encodeURIComponent(pointer)}`} moreHref={entry.parent ? `/diff?a=${encodeURIComponent(entry.parent)}&b=${encodeURIComponent(entry.id)}&mode=teach` : undefined} />
        ) : (
          <span className="muted">{entry.kind === 'ruleset' ? 'base game' : 'nothing'}</span>
        )}
      </td>
    </tr>
  );
}

function Status({ entry }: { entry: LibraryEntry }) {
  if (entry.errors) return <span className="status err" data-testid="status">{entry.errors} error{entry.errors > 1 ? 's' : ''}</span>;
  if (entry.warnings) return <span className="status warn" data-testid="status">valid, {entry.warnings} warning{entry.warnings > 1 ? 's' : ''}</span>;
  return <span className="status ok" data-testid="status">valid</span>;
}

/** 'antike-duellum' → 'Antike Duellum': the family is only a grouping label taken from the data. */
function familyTitle(family: string): string {
  return family.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
