import type { ChangeLine } from '../_lib/variant-changes';
import DiffWords from './DiffWords';

/**
 * Above this many characters a sentence is a list of names (every start city of six set-ups, every know-how of two
 * games) and is cut to three lines; a rule such as the victory targets, around 300, is always shown whole.
 */
const LONG_CHANGE = 400;

/** The variant's side of a change's pointer ("a ↔ b" when the two sides keep the value at different places). */
function variantPointer(pointer: string): string {
  return pointer.split(' ↔ ').at(-1)!;
}

/**
 * What a variant changes, as the library's rows and the editor's save panel show it (variantChanges): one sentence per
 * difference, and how many more past `limit`. A reader who wants the value itself follows the sentence to it: a link
 * to the editor at its pointer (`hrefAt`), or a button that shows it in the editor already open (`onShow`); the
 * pointer stays on hover.
 */
export default function ChangeList({ changes, limit, testId, moreHref, hrefAt, onShow }: { changes: ChangeLine[]; limit: number; testId: string; moreHref?: string; hrefAt?: (pointer: string) => string; onShow?: (pointer: string) => void }) {
  const more = changes.length - limit;
  return (
    <ul className="changes" data-testid={testId}>
      {changes.slice(0, limit).map((c, i) => {
        const words = (
          <span className={`change-text${c.text.length > LONG_CHANGE ? ' long' : ''}`}>
            <DiffWords text={c.text} lists={c.lists} />
          </span>
        );
        const at = c.pointer ? variantPointer(c.pointer) : undefined;
        // Beside the sentence, not around it: the sentence holds buttons of its own ("44 more").
        return (
          <li key={i} title={c.pointer ? `where it is in the data: ${c.pointer}` : undefined} data-pointer={c.pointer}>
            {words}
            {at && hrefAt && (
              <>
                {' '}
                <a className="change-link" href={hrefAt(at)} aria-label={`edit ${at}`}>
                  edit
                </a>
              </>
            )}
            {at && !hrefAt && onShow && (
              <>
                {' '}
                <button type="button" className="link-button change-link" onClick={() => onShow(at)} aria-label={`show ${at} in the editor`}>
                  show
                </button>
              </>
            )}
          </li>
        );
      })}
      {more > 0 && <li className="muted">{moreHref ? <a href={moreHref}>and {more} more</a> : <>and {more} more</>}</li>}
    </ul>
  );
}
