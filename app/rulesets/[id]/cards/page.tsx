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
  if (!loaded.ruleset?.eventCards) {
    return (
      <>
        {header}
        <div className="notice error" role="alert">
          {loaded.ruleset ? 'This game has no event cards.' : 'This ruleset has errors; fix them in the editor first.'}
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
