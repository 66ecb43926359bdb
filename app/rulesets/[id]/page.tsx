import { redirect } from 'next/navigation';
import MissingRuleset from '../../_components/MissingRuleset';
import { loadForPage } from '../../_lib/rulesets';

export const dynamic = 'force-dynamic';

/** /rulesets/<id> alone: the play page of a known id, or the "did you mean" page. */
export default async function RulesetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!loadForPage(id)) return <MissingRuleset id={id} page="play" />;
  redirect(`/rulesets/${encodeURIComponent(id)}/play`);
}
