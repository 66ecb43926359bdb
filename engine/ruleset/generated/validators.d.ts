// Types of validators.js, the standalone ajv code `npm run schemas:validators` writes (scripts/validators-code.ts).
import type { ValidateFunction } from 'ajv';

export declare const ruleset: ValidateFunction;
export declare const variant: ValidateFunction;
export declare const scenario: ValidateFunction;
