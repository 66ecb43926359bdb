import Link from 'next/link';
import { likelyIds } from '@/engine/rulesets';

export type MissingRulesetPage = 'play' | 'edit' | 'cards';
export interface LibraryEntry {
  id: string;
  title: string;
  origin?: string;
}

/**
 * The page for an address naming a ruleset the library does not have (/rulesets/<id>/play, /edit, …): the same
 * "did you mean" as the comparison page (likelyIds: the near miss, or the ids it begins), a link to the library, and every id.
 * Rendered by app/rulesets/[id]/not-found.tsx, so the response is a 404 (for crawlers and scripts) while a person
 * still gets the likely fix for a mistyped id. Pure: it runs where the not-found page reads the address.
 */
export default function MissingRuleset({ id, page, options }: { id: string; page: MissingRulesetPage; options: LibraryEntry[] }) {
  const likely = likelyIds(id, options.map((o) => o.id));
  const suggestion = likely.near ?? likely.starting[0];
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
