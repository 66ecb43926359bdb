import { redirect } from 'next/navigation';

type Props = { params: Promise<{ id: string }> };

/** The simulate page with this ruleset as A: one page serves single runs and comparisons (/simulate?a=&b=). */
export default async function RulesetSimulatePage({ params }: Props) {
  const { id } = await params;
  redirect(`/simulate?a=${encodeURIComponent(id)}`);
}
