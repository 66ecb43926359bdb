import type { ChangeLine } from '../_lib/variant-changes';
import DiffWords from './DiffWords';

/**
 * Above this many characters a sentence is a list of names (every start city of six set-ups, every know-how of two
 * games) and is cut to three lines; a rule such as the victory targets, around 300, is always shown whole.
 */
const LONG_CHANGE = 400;

/**
 * What a variant changes, as the library's rows and the editor's save panel show it (variantChanges): one sentence per
 * difference, the data's pointer on hover for a reader who wants the value itself, and how many more past `limit`.
 */
export default function ChangeList({ changes, limit, testId, moreHref }: { changes: ChangeLine[]; limit: number; testId: string; moreHref?: string }) {
  const more = changes.length - limit;
  return (
    <ul className="changes" data-testid={testId}>
      {changes.slice(0, limit).map((c, i) => (
        <li key={i} title={c.pointer ? `where it is in the data: ${c.pointer}` : undefined} data-pointer={c.pointer}>
          <span className={`change-text${c.text.length > LONG_CHANGE ? ' long' : ''}`}><DiffWords text={c.text} lists={c.lists} /></span>
        </li>
      ))}
      {more > 0 && <li className="muted">{moreHref ? <a href={moreHref}>and {more} more</a> : <>and {more} more</>}</li>}
    </ul>
  );
}
