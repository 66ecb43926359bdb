import { deleteVariant, type DeleteVariantResponse } from '../../../_lib/delete-variant';

export const dynamic = 'force-dynamic';

export type { DeleteVariantResponse };

/**
 * Deletes a variant saved in the workspace (app/_lib/delete-variant.ts holds the rules): built-in rulesets, unknown
 * ids and variants that others extend are refused with a code and a message, and nothing on disk changes then.
 */
export async function DELETE(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const { status, body } = deleteVariant(id);
  return Response.json(body satisfies DeleteVariantResponse, { status });
}
