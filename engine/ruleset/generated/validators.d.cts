// Types of validators.cjs, the standalone ajv code `npm run schemas:validators` writes (scripts/validators-code.ts).
import type { ValidateFunction } from 'ajv';

declare const validators: { ruleset: ValidateFunction; variant: ValidateFunction; scenario: ValidateFunction };
export = validators;
