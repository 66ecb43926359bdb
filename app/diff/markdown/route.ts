import { formatMarkdown } from '@/engine/rulesets';
import { loadDiff } from '@/lib/rulesets/diff';

export const dynamic = 'force-dynamic';

/** GET /diff/markdown?a=&b=[&mode=teach]: the comparison as a Markdown file to download. */
export function GET(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  if (!a || !b) return new Response('give two ruleset ids: /diff/markdown?a=<id>&b=<id>\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const load = loadDiff(a, b);
  if (!load.ok) return new Response(load.problems.map((p) => p.message).join('\n') + '\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const teach = params.get('mode') === 'teach';
  const safe = (id: string) => id.replace(/[^a-z0-9-]/gi, '');
  return new Response(formatMarkdown(load.diff, teach ? 'teach' : 'topics'), {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'content-disposition': `attachment; filename="${safe(a)}--${safe(b)}${teach ? '-teach' : ''}.md"`,
    },
  });
}
