// The committed JSON Schema of the report of a gate over several checks (passk-gate-report/v2): every such
// report a test produces is checked against it.
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'schema', 'passk-gate-report-v2.schema.json'), 'utf8'),
) as object;
const validate = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true }).compile(schema);

/** Fails the test unless the report, as its JSON text reads back, is valid passk-gate-report/v2. */
export function expectValidGateReport(report: unknown): void {
  const json: unknown = JSON.parse(JSON.stringify(report));
  expect(validate(json), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
}
