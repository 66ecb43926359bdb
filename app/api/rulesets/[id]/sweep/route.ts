import { loadLibrary } from '@/lib/rulesets/load';
import { sweepAnswer } from '@/lib/rulesets/sweep';

export const dynamic = 'force-dynamic';

/**
 * One value of a ruleset swept, for the simulate page: the values a designer can pick, what A has at a pointer
 * (and whether it is estimated), and each value's variant resolved and validated exactly as `rondel simulate --set`
 * does it (lib/rulesets/sweep.ts), with the resolved rulesets to play (`rulesets=1`).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  const answer = sweepAnswer(loadLibrary(), id, { pointer: query.get('pointer'), set: query.get('set'), rulesets: query.get('rulesets') === '1' });
  return Response.json(answer.body, { status: answer.status });
}
