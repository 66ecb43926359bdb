'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import MissingRuleset, { type LibraryEntry, type MissingRulesetPage } from './MissingRuleset';

/**
 * The 404 page's content for the address being shown. A not-found page gets no params (Next's not-found.js takes
 * no props), so the ruleset id and the page (play, edit, cards) are read from the path here.
 */
export default function MissingRulesetHere({ options }: { options: LibraryEntry[] }) {
  const path = usePathname() ?? '';
  const [, section, raw = '', tail = ''] = path.split('/');
  if (section !== 'rulesets' || !raw) {
    return (
      <div className="notice error" role="alert" data-testid="not-found">
        Nothing is at this address. Every ruleset and variant is in the <Link href="/">library</Link>.
      </div>
    );
  }
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed %-escape: show the id as typed.
  }
  const page: MissingRulesetPage = tail === 'edit' || tail === 'cards' ? tail : 'play';
  return <MissingRuleset id={id} page={page} options={options} />;
}
