import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { schemasByKind } from '@/engine/rulesets';
import { DiagnosticsTable } from '../../../_components/DiagnosticsTable';
import DeleteVariant from '../../../_components/DeleteVariant';
import { formatJson } from '../../../_lib/format-json';
import { loadForPage } from '../../../_lib/rulesets';
import EditClient from './EditClient';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Edit ${id} — Rondel` };
}

export default async function EditPage({ params, searchParams }: Props) {
  const { id } = await params;
  // ?at=/json/pointer opens the editor at that value (the diff page links here); a pointer the text lacks is
  // placed at its nearest existing parent.
  const at = (await searchParams).at;
  const loaded = loadForPage(id);
  // app/not-found.tsx says "did you mean", with a 404 status.
  if (!loaded) notFound();
  const header = (
    <div className="page-head">
      <div>
        <h1>Edit: {loaded.title}</h1>
        <div className="muted small">
          The resolved ruleset <code>{id}</code>
          {loaded.kind === 'variant' ? <> (a variant of <code>{loaded.parent}</code>)</> : ''}, every part file and patch applied. Your edits are
          saved as a new variant; <code>{loaded.file}</code> is not changed{loaded.origin === 'workspace' ? ' unless you save under its own id' : ''}.
          {loaded.dependents && (
            <>
              {' '}
              <DeleteVariant id={id} title={loaded.title} file={loaded.file} dependents={loaded.dependents} partFiles={loaded.partFiles} unsavedEdits label="delete this variant" />
            </>
          )}
        </div>
      </div>
      <nav className="page-links">
        <Link href="/">Library</Link>
        {loaded.ruleset && <Link href={`/rulesets/${id}/play`}>Play it</Link>}
      </nav>
    </div>
  );
  if (!loaded.resolved) {
    return (
      <>
        {header}
        <div className="notice error" role="alert">
          This ruleset could not be resolved, so there is nothing to edit here; fix the file it names below.
        </div>
        <DiagnosticsTable diagnostics={loaded.diagnostics} />
      </>
    );
  }
  // The editor's $schema points at the registered schema's $id, so Monaco attaches it offline (a relative file
  // path would be looked up, and fail, as a URL).
  const shown = { ...loaded.resolved, $schema: (schemasByKind.ruleset as { $id: string }).$id };
  const { $schema, ...rest } = shown;
  return (
    <>
      {header}
      <EditClient
        id={id}
        title={loaded.title}
        kind={loaded.kind}
        origin={loaded.origin}
        parent={loaded.parent}
        notes={loaded.notes}
        initialText={formatJson({ $schema, ...rest })}
        base={loaded.resolved}
        parentBase={loaded.parentResolved}
        ids={loaded.ids}
        at={typeof at === 'string' && at.startsWith('/') ? at : undefined}
      />
    </>
  );
}
