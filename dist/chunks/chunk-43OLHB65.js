import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/compare/model.ts
var REPORT_FORMAT = "passk-gate-report/v2";
var COMPARISON_FORMAT = "passk-gate-report/v1";
function driftPrefix(check) {
  return check.label === "" && check.line === null ? "" : `${check.name} `;
}
var CHANGES_LISTED = 20;
function comparisonView(report) {
  const check = { ...report.checks[0] };
  delete check.name;
  delete check.line;
  delete check.multiplicity;
  if (check.delta != null) {
    check.delta = { ...check.delta };
    delete check.delta.p_adjusted;
  }
  return { format: COMPARISON_FORMAT, ...check };
}
function reportJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

export {
  REPORT_FORMAT,
  driftPrefix,
  CHANGES_LISTED,
  comparisonView,
  reportJson
};
