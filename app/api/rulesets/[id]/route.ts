import { loadForPage } from '../../../_lib/rulesets';

export const dynamic = 'force-dynamic';

/**
 * The resolved ruleset as JSON, with its diagnostics: what the engine runs, for tools and scripts (and the
 * browser tests, which replay games with the engine against exactly the data the server serves).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const loaded = loadForPage(id);
  if (!loaded) return Response.json({ ok: false, message: `no ruleset or variant with id '${id}'` }, { status: 404 });
  return Response.json({ ok: true, id, valid: !!loaded.ruleset, ruleset: loaded.resolved ?? null, diagnostics: loaded.diagnostics });
}
