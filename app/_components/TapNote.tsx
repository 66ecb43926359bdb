import type { ReactNode } from 'react';

/**
 * A short mark that opens to its explanation on a click, a tap, Enter or Space. A `title` reaches only a mouse: the
 * words a tooltip held (why a value is estimated, how a personage is earned, a card's text) must reach the keyboard, a
 * screen reader and a phone too. The tooltip stays on the mark as the mouse's preview. No script: a `details` element
 * opens by itself, so the server-rendered pages (the diff) get it too.
 */
export default function TapNote({ label, note, className, labelClassName, tooltip, testId, labelTestId, data, labelData }: {
  label: ReactNode;
  note: ReactNode;
  /** Classes of the whole note (e.g. the card chip's look). */
  className?: string;
  /** Classes of the mark itself (e.g. a provenance badge). */
  labelClassName?: string;
  /** The mouse's preview; the note itself when it is plain text. */
  tooltip?: string;
  testId?: string;
  labelTestId?: string;
  /** data-* attributes of the whole note, which tests and styles select by. */
  data?: Record<`data-${string}`, string | undefined>;
  /** data-* attributes of the mark. */
  labelData?: Record<`data-${string}`, string | undefined>;
}) {
  return (
    <details className={`tap-note${className ? ` ${className}` : ''}`} data-testid={testId} {...data}>
      <summary className={labelClassName} title={tooltip ?? (typeof note === 'string' ? note : undefined)} data-testid={labelTestId} {...labelData}>
        {label}
      </summary>
      <span className="tap-note-text">{note}</span>
    </details>
  );
}
