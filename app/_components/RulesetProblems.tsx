import Link from 'next/link';

import type { IdProblem } from '@/lib/rulesets/diff';

/** What the diff loader reports of an id (lib/rulesets/diff.ts), as the pages show it. */
export type RulesetProblem = IdProblem;

/**
 * The "did you mean" notices for /diff and /compare: an unknown or unresolvable id, with a link to the same page
 * for the closest id.
 */
export default function RulesetProblems({ problems, a, b, href, verb }: { problems: RulesetProblem[]; a?: string; b?: string; href: (a: string, b: string) => string; verb: string }) {
  return (
    <>
      {problems.map((p) => (
        <div key={p.side} className="notice error" role="alert" data-testid="diff-problem">
          {p.message}
          {p.suggestion && (
            <>
              {' '}
              <Link href={href(p.side === 'a' ? p.suggestion : a ?? '', p.side === 'b' ? p.suggestion : b ?? '')}>{verb} with {p.suggestion} instead</Link>
            </>
          )}
        </div>
      ))}
    </>
  );
}
