// The passk-gate config file's JSON Schema validator. The bundles in dist/ replace this module with the same ajv
// validator generated as code at build time (scripts/build.mjs), as for the results file's.
import { Ajv } from 'ajv';
import schema from '../../schema/passk-gate-config.schema.json' with { type: 'json' };

/** Keep in step with `validatorCode` in scripts/build.mjs. */
export const validateGateConfig = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true }).compile(schema);
