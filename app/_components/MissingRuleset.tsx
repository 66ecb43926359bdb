import Link from 'next/link';
import { closest } from '@/engine/rulesets';
import { loadDiffPage } from '../_lib/diff';

/**
 * The page for an address naming a ruleset the library does not have (/rulesets/<id>/play, /edit, …): the same
 * "did you mean" as the comparison page (closest id by edit distance), a link to the library, and every id.
 * Status 200 with a clear message, not the bare 404, since a mistyped id is the likely cause.
 */
export default function MissingRuleset({ id, page }: { id: string; page: 'play' | 'edit' }) {
  const { options } = loadDiffPage(undefined, undefined);
  const suggestion = closest(id, options.map((o) => o.id));
  return (
    <>
      <div className="page-head">
        <div>
          <h1>No ruleset &lsquo;{id}&rsquo;</h1>
        </div>
        <nav className="page-links">
          <Link href="/">Library</Link>
        </nav>
      </div>
      <div className="notice error" role="alert" data-testid="missing-ruleset">
        No ruleset or variant has the id &lsquo;{id}&rsquo;
        {suggestion ? (
          <>
            ; did you mean <Link href={`/rulesets/${suggestion}/${page}`}>{suggestion}</Link>?
          </>
        ) : (
          '.'
        )}{' '}
        Every ruleset and variant is in the <Link href="/">library</Link>.
      </div>
      <ul className="suggestions">
        {options.map((o) => (
          <li key={o.id}>
            <Link href={`/rulesets/${o.id}/${page}`}>{o.id}</Link> <span className="muted small">{o.title}{o.origin === 'workspace' ? ' (yours)' : ''}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
