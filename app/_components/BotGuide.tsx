import type React from 'react';
import { botGuide } from '../_lib/game-record';

/**
 * What each bot offered beside it does, opened on demand: the play and compare pages' seats (labelled in words, the
 * name `rondel play --bots` takes beside each) and the simulate page's bot selects (labelled by that name).
 */
export default function BotGuide({ bots, labels, children }: { bots: readonly string[]; labels?: Readonly<Record<string, string>>; children?: React.ReactNode }) {
  const described = bots.filter((b) => botGuide[b]);
  return (
    <details className="bot-guide" data-testid="bot-guide">
      <summary>What the bots do</summary>
      <dl>
        {described.map((bot) => (
          <div key={bot} data-seat={bot}>
            <dt>{labels ? <>{labels[bot]} <code>{bot}</code></> : <code>{bot}</code>}</dt>
            <dd>{botGuide[bot]}</dd>
          </div>
        ))}
      </dl>
      {children}
      <p className="muted small">
        The names are those <code>rondel play &lt;ruleset&gt; --bots</code> and <code>rondel simulate --bots</code> take.
      </p>
    </details>
  );
}
