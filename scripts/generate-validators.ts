/**
 * `npm run schemas:validators`: writes engine/ruleset/generated/validators.js, the precompiled validators of
 * rulesets, variants and scenarios. Run it after changing any schema; test/schemas/precompiled.test.ts fails while
 * the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatorsModule, validatorsPath } from './validators-code.ts';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', validatorsPath);
writeFileSync(target, validatorsModule());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
