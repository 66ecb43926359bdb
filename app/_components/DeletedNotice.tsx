'use client';

import { useEffect, useRef } from 'react';

/**
 * The library's line after a variant was deleted. It takes the focus: the "Delete" button that had it went with the
 * row, and the focus would otherwise fall back to the top of the document unannounced.
 */
export default function DeletedNotice({ id, workspace }: { id: string; workspace: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [id]);
  return (
    <div className="notice info" role="status" data-testid="deleted-notice" ref={box} tabIndex={-1}>
      Deleted your variant <code>{id}</code>: its file is gone from the workspace folder <code>{workspace}</code>. Links to it now
      answer “no ruleset”.{' '}
      <a href="/">dismiss</a>
    </div>
  );
}
