import { notFound, redirect } from 'next/navigation';
import { loadForPage } from '../../_lib/rulesets';

export const dynamic = 'force-dynamic';

/** /rulesets/<id> alone: the play page of a known id, or the "did you mean" page. */
export default async function RulesetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // app/not-found.tsx says "did you mean", with a 404 status.
  if (!loadForPage(id)) notFound();
  redirect(`/rulesets/${encodeURIComponent(id)}/play`);
}
