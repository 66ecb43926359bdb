'use client';
import { useState } from 'react';
import { shownHead, splitAtLists, type ShortenedList } from '../_lib/diff-words';

/**
 * A sentence of the diff with the long lists it shortens ("Olisipo, Gades, Corduba and 44 more"): every name on hover,
 * all of them in place after a click on "44 more", and all of them in print, which has neither.
 */
export default function DiffWords({ text, lists }: { text: string; lists?: ShortenedList[] }) {
  if (!lists?.length) return <>{text}</>;
  return <>{splitAtLists(text, lists).map((p, i) => (typeof p === 'string' ? p : <ShortList key={i} list={p} />))}</>;
}

function ShortList({ list }: { list: ShortenedList }) {
  const short = shownHead(list);
  if (!short) return <>{list.shown}</>;
  const all = list.items.length > 1 ? `${list.items.slice(0, -1).join(', ')} and ${list.items[list.items.length - 1]}` : (list.items[0] ?? '');
  return <MoreNames head={`${short.head} and`} more={short.more} all={all} testId="more-names" />;
}

/**
 * A list cut to its head and "N more": every item on hover, all of them in place after a click on "N more", and all
 * of them in print, which has neither. The diff's shortened lists and the compare page's moves one side offers.
 */
export function MoreNames({ head, more, all, testId }: { head: string; more: number; all: string; testId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="short-list" data-open={open || undefined} title={open ? undefined : all}>
      <span className="names-short">
        {head}{' '}
        <button type="button" className="more-names" aria-expanded={open} onClick={() => setOpen(true)} data-testid={testId}>
          {more} more
        </button>
      </span>
      <span className="names-all">{all}</span>
    </span>
  );
}
