import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { loadForPage } from '../../../_lib/rulesets';
import { scenariosFor } from '@/lib/rulesets/scenarios';
import CardsClient from './CardsClient';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Card designer: ${id} — Rondel` };
}

/** The card designer: write an event card in the effect language, see it validated and described, try it, save it. */
export default async function CardsPage({ params }: Props) {
  const { id } = await params;
  const loaded = loadForPage(id);
  if (!loaded) notFound();
  const header = (
    <div className="page-head">
      <div>
        <h1>Card designer: {loaded.title}</h1>
        <div className="muted small">
          <code>{id}</code> — write an event card, see it checked and described, try it in a position, save it into a variant.
        </div>
      </div>
      <nav className="page-links">
        <Link href="/">Library</Link>
        <Link href={`/rulesets/${id}/play`}>Play</Link>
        <Link href={`/rulesets/${id}/edit`}>Edit the rules</Link>
      </nav>
    </div>
  );
  if (!loaded.ruleset) {
    return (
      <>
        {header}
        <div className="notice error" role="alert">
          This ruleset has errors; fix them in the <Link href={`/rulesets/${id}/edit`}>editor</Link> first.
        </div>
      </>
    );
  }
  if (!loaded.ruleset.eventCards) {
    // Rulesets of the library that have event cards, to go on from here instead of a dead end.
    const withCards = loaded.ids.map((x) => x.id).filter((x) => x.startsWith('antike-duellum')).sort((a, b) => a.length - b.length || a.localeCompare(b)).slice(0, 3);
    return (
      <>
        {header}
        <div className="notice info" role="status" data-testid="no-event-cards">
          <p>
            <strong>{loaded.title}</strong> has no event cards: they belong to Antike Duellum (D-EV), where a designer fills in the blank and unknown cards or writes house cards.
          </p>
          {withCards.length > 0 && (
            <p>
              Open the card designer of{' '}
              {withCards.map((x, i) => (
                <span key={x}>
                  {i > 0 && ', '}
                  <Link href={`/rulesets/${x}/cards`}>{x}</Link>
                </span>
              ))}
              .
            </p>
          )}
          <p>
            A variant of this game may add an <code>eventCards</code> section (<code>display</code>, <code>draws</code>, <code>cards</code>; schemas/event-cards.schema.json, as in rulesets/base/antike-duellum/event-cards.json) in the{' '}
            <Link href={`/rulesets/${id}/edit`}>editor</Link>, and the card designer then opens for it. Its turn has no step where a nation takes a card, though: with <code>draws</code> the validator also asks for that route in <code>/turn</code> (<code>turn/decision-not-routed</code>).
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      {header}
      <CardsClient id={id} title={loaded.title} ruleset={loaded.ruleset} scenarios={scenariosFor(id).map((s) => s.scenario)} ids={loaded.ids} />
    </>
  );
}
