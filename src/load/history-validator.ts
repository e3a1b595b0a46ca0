// The passk-gate-history/v1 JSON Schema validator. The bundles in dist/ replace this module with the same ajv
// validator generated as code at build time (scripts/build.mjs), as they do the results schema's.
import { Ajv } from 'ajv';
import schema from '../../schema/passk-gate-history-v1.schema.json' with { type: 'json' };

/** Keep in step with `validatorCode` in scripts/build.mjs. */
export const validateHistoryRecord = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true }).compile(schema);
