import { redirect } from 'next/navigation';
import { listSimRulesets } from '../../../_lib/simulate';

type Props = { params: Promise<{ id: string }> };

/**
 * The simulate page for this ruleset (/simulate?a=&b=, one page for single runs and comparisons). A variant is
 * compared with the ruleset it extends, A the parent and B the variant, so "B − A" reads as what the variant changes.
 */
export default async function RulesetSimulatePage({ params }: Props) {
  const { id } = await params;
  const parent = listSimRulesets().find((o) => o.id === id)?.parent;
  redirect(parent ? `/simulate?a=${encodeURIComponent(parent)}&b=${encodeURIComponent(id)}` : `/simulate?a=${encodeURIComponent(id)}`);
}
