/**
 * `npm run schemas:variant`: writes schemas/generated/variant.schema.json, the editor schema for variant files
 * whose `patch` is typed as a merge patch of a ruleset (see scripts/variant-schema.ts). Run it after changing any
 * schema; test/schemas/variant-editor-schema.test.ts fails while the committed file is stale.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatVariantEditorSchema, generatedPath } from './variant-schema.ts';

const schemasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
const schemasByFile = Object.fromEntries(
  readdirSync(schemasDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => [f, JSON.parse(readFileSync(path.join(schemasDir, f), 'utf8'))]),
);
const target = path.join(schemasDir, generatedPath);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, formatVariantEditorSchema(schemasByFile));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
