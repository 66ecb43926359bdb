/**
 * `npm run schemas:effect`: writes schemas/effect.schema.json from the effect-op registry (engine/effects/ops/).
 * Run it after adding or changing an op, then `npm run schemas:variant`; test/schemas/effect-schema.test.ts fails
 * while the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatEffectSchema } from '../engine/effects/schema';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'effect.schema.json');
writeFileSync(target, formatEffectSchema());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
