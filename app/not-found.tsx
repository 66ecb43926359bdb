import MissingRulesetHere from './_components/MissingRulesetHere';
import { loadDiffPage } from './_lib/diff';

export const metadata = { title: 'Not found — Rondel' };

/**
 * The 404 page: for /rulesets/<id>/… (whose pages call notFound() for an id the library lacks) it says "did you
 * mean"; any other address gets the library. Known limit: after a page's notFound(), Next 16 sends an empty error
 * shell and this content is drawn by the client (vercel/next.js#62228); an unmatched address is server-rendered.
 */
export default function NotFound() {
  const { options } = loadDiffPage(undefined, undefined);
  return <MissingRulesetHere options={options.map(({ id, title, origin }) => ({ id, title, origin }))} />;
}
