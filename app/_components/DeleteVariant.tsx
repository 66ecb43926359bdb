'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { DeleteVariantResponse } from '../api/variants/[id]/route';
import { cardDraftKey, draftKey } from '../_lib/draft-keys';

export interface DeleteVariantProps {
  id: string;
  title: string;
  /** The file a deletion removes, as the library shows it. */
  file: string;
  /** Variants that extend this one, deepest first: while there are any the server refuses, so the page says so before asking. */
  dependents: string[];
  /** Part files in the workspace the variant reads: a deletion keeps them, and the question says so. */
  partFiles?: string[];
  /** On the editor: what is typed there and not saved goes with the variant. */
  unsavedEdits?: boolean;
  /** The button's words ("delete" in a row of links). */
  label?: string;
}

/**
 * "delete" for a variant of yours, asked inline rather than with window.confirm (which a person cannot read
 * twice and a browser test cannot see): the question names the variant and the file it removes and says it cannot be
 * undone; Keep (or Escape) leaves everything as it was. Once deleted, the library opens with a line saying so, since
 * the row (or the editor) that asked is gone.
 */
export default function DeleteVariant({ id, title, file, dependents, partFiles = [], unsavedEdits, label = 'delete' }: DeleteVariantProps) {
  const router = useRouter();
  const [step, setStep] = useState<'idle' | 'asking' | 'deleting'>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The question takes the focus, so a screen reader reads it before the buttons; closing gives it back.
  useEffect(() => {
    if (step === 'asking') box.current?.focus();
  }, [step]);
  const keep = () => {
    setStep('idle');
    setRefusal(null);
    requestAnimationFrame(() => opener.current?.focus());
  };

  const remove = async () => {
    setStep('deleting');
    setRefusal(null);
    try {
      const response = await fetch(`/api/variants/${encodeURIComponent(id)}`, { method: 'DELETE' });
      const body = (await response.json()) as DeleteVariantResponse;
      if (!body.ok) {
        setRefusal(body.message);
        setStep('asking');
        return;
      }
      try {
        window.localStorage.removeItem(draftKey(id));
        window.localStorage.removeItem(cardDraftKey(id));
      } catch {
        // Storage disabled: there were no drafts to drop.
      }
      router.replace(`/?deleted=${encodeURIComponent(id)}`);
    } catch (error) {
      setRefusal(`the workbench server did not answer (${error instanceof Error ? error.message : String(error)}); nothing was deleted`);
      setStep('asking');
    }
  };

  if (step === 'idle') {
    return (
      <button type="button" className="link-button delete-variant" ref={opener} onClick={() => setStep('asking')} aria-label={`${label} ${id}`}>
        {label}
      </button>
    );
  }
  const blocked = dependents.length > 0;
  return (
    <div
      className="notice warning confirm-delete"
      role="group"
      aria-label={`delete ${id}?`}
      data-testid="confirm-delete"
      ref={box}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') keep();
      }}
    >
      {blocked ? (
        <p>
          <strong>‘{title}’ cannot be deleted</strong> while {dependents.length === 1 ? 'your variant' : 'your variants'}{' '}
          {dependents.map((d, i) => (
            <span key={d}>
              {i > 0 && (i === dependents.length - 1 ? ' and ' : ', ')}
              <a href={`/rulesets/${encodeURIComponent(d)}/edit`} title={`Open ${d} in the editor, which can delete it`}>
                <code>{d}</code>
              </a>
            </span>
          ))}{' '}
          {dependents.length === 1 ? 'builds' : 'build'} on it: a variant holds only its changes over the one it extends, so {dependents.length === 1 ? 'it' : 'they'} would no longer load.
          Delete {dependents.length === 1 ? 'it' : 'them'} first{dependents.length === 1 ? '' : ', in this order'} (each link opens its editor, with its own &ldquo;delete this variant&rdquo;), or re-base {dependents.length === 1 ? 'it' : 'them'} (change “extends” in {dependents.length === 1 ? 'its file' : 'their files'}).
        </p>
      ) : (
        <p>
          <strong>Delete ‘{title}’?</strong> This removes the file <code>{file}</code>
          {partFiles.length > 0 && (
            <>
              {' '}(its part {partFiles.length === 1 ? 'file' : 'files'} {partFiles.map((p, i) => <code key={p}>{i ? `, ${p}` : p}</code>)} {partFiles.length === 1 ? 'stays' : 'stay'})
            </>
          )}
          {unsavedEdits ? ', with any edits here you have not saved' : ''}. It cannot be undone.
        </p>
      )}
      {refusal && (
        <p role="alert" data-testid="delete-refused">
          Not deleted: {refusal}.
        </p>
      )}
      <div className="confirm-actions">
        {!blocked && (
          <button type="button" className="danger" onClick={remove} disabled={step === 'deleting'}>
            {step === 'deleting' ? 'Deleting…' : 'Delete'}
          </button>
        )}
        <button type="button" onClick={keep} disabled={step === 'deleting'}>
          {blocked ? 'Close' : 'Keep it'}
        </button>
      </div>
    </div>
  );
}
