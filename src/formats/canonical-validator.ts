// The passk-results/v1 JSON Schema validator. The bundles in dist/ replace this module with the same ajv
// validator generated as code at build time (scripts/build.mjs), so the CLI does not compile the schema, or
// load ajv's compiler, on every run.
import { Ajv } from 'ajv';
import schema from '../../schema/passk-results-v1.schema.json' with { type: 'json' };

/** Keep in step with `canonicalValidatorCode` in scripts/build.mjs. */
export const validateCanonical = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true }).compile(schema);
