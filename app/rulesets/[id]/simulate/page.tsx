import { redirect } from 'next/navigation';
import { loadLibrary } from '@/lib/rulesets/load';

type Props = { params: Promise<{ id: string }> };

/**
 * The simulate page for this ruleset (/simulate?a=&b=, one page for single runs and comparisons). A variant is
 * compared with the ruleset it extends, A the parent and B the variant, so "B − A" reads as what the variant changes.
 * Only the source's `extends` is read: the simulate page validates the library itself.
 */
export default async function RulesetSimulatePage({ params }: Props) {
  const { id } = await params;
  const source = loadLibrary().get(id);
  const parent = source?.kind === 'variant' ? (source.document.value as { extends?: unknown } | undefined)?.extends : undefined;
  redirect(typeof parent === 'string' ? `/simulate?a=${encodeURIComponent(parent)}&b=${encodeURIComponent(id)}` : `/simulate?a=${encodeURIComponent(id)}`);
}
