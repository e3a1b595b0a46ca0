import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  isMlflowUri,
  listWords,
  nameText
} from "./chunk-KJ5VPV3C.js";

// src/compare/model.ts
var REPORT_FORMAT = "passk-gate-report/v2";
var COMPARISON_FORMAT = "passk-gate-report/v1";
var AGAINST_THE_BASE = "against the base";
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

// src/check/judgement.ts
var FIELDS = ["format", "criterion", "dataset"];
var FIELD_WORDS = { format: "harness", criterion: "criterion", dataset: "dataset" };
function valueOf(judgement, field) {
  const value = judgement[field];
  return value === void 0 || value === "" ? void 0 : value;
}
function judgementText(judgement) {
  const details = ["criterion", "dataset"].flatMap((field) => {
    const value = valueOf(judgement, field);
    return value === void 0 ? [] : [`${field} ${nameText(value)}`];
  });
  const format = nameText(judgement.format);
  return details.length === 0 ? format : `${format} (${details.join(", ")})`;
}
function warning(match, text) {
  return { match, reasons: [], refusals: [], warnings: [text] };
}
function compareJudgements(baseline, candidate, allowMixed, baselineName = "baseline") {
  const base = baseline.judgement;
  const cand = candidate.judgement;
  if (base === void 0 && cand === void 0) return { match: "unrecorded", reasons: [], refusals: [], warnings: [] };
  if (base === void 0 || cand === void 0) {
    const [silent, known, judgement] = base === void 0 ? [baselineName, "candidate", cand] : ["candidate", baselineName, base];
    return warning(
      "unknown",
      `the ${silent} does not record how its passes were judged (a passk-results/v1 file without "judgement"); the ${known}'s were judged by ${judgementText(judgement)}: make sure both were judged by the same tests`
    );
  }
  const differing = FIELDS.filter((field) => {
    const [a, b] = [valueOf(base, field), valueOf(cand, field)];
    return a !== void 0 && b !== void 0 && a !== b;
  });
  const sides = `the ${baselineName}'s passes were judged by ${judgementText(base)}, the candidate's by ${judgementText(cand)}`;
  if (differing.length > 0) {
    const what = `${listWords(
      differing.map((field) => FIELD_WORDS[field]),
      "and"
    )} differ${differing.length === 1 ? "s" : ""}`;
    if (allowMixed) {
      return warning(
        "differs",
        // Said also when another reason refuses the comparison: "allowed", not "compared".
        `mixed judgement (${what}): ${sides}; allowed, though the difference mixes the models with the tests`
      );
    }
    return {
      match: "differs",
      reasons: [`passes were judged differently (${what}): ${sides}; a pass means something else on each side`],
      refusals: [{ kind: "judgement-differs", fields: differing, baseline: base, candidate: cand }],
      warnings: []
    };
  }
  const oneSided = FIELDS.filter(
    (field) => valueOf(base, field) === void 0 !== (valueOf(cand, field) === void 0)
  );
  if (oneSided.length > 0) {
    const field = oneSided[0];
    const side = valueOf(base, field) === void 0 ? "candidate" : baselineName;
    return warning(
      "unknown",
      `only the ${side} records its ${FIELD_WORDS[field]} (${sides}): cannot tell whether both were judged by the same tests`
    );
  }
  return { match: "same", reasons: [], refusals: [], warnings: [] };
}

// src/load/run-name.ts
function fileNames(paths, runNames2) {
  const parts = paths.map((path) => path.split(/[\\/]+/).filter((part) => part !== ""));
  const tail = (of, depth) => of.slice(-depth).join("/");
  const unique = (name) => name !== void 0 && runNames2.indexOf(name) === runNames2.lastIndexOf(name);
  return paths.map((path, i) => {
    if (isMlflowUri(path)) return unique(runNames2[i]) ? runNames2[i] : path;
    const own = parts[i];
    const same = (other) => other.join("/") === own.join("/");
    const clashes = (depth2) => parts.some((other) => !same(other) && tail(other, depth2) === tail(own, depth2));
    let depth = 1;
    while (depth < own.length && clashes(depth)) depth++;
    return own.length === 0 ? path : tail(own, depth);
  });
}
function runName(run) {
  return givenName(run) ?? fileNames(filesOf(run), runNamesOf(run)).join(" + ");
}
function givenName(run) {
  return [run.name, run.model, run.mlflow?.run_name].find((name) => name != null && name.trim() !== "")?.trim();
}
var filesOf = (run) => run.files ?? [run.source];
var runNamesOf = (run) => filesOf(run).map((_, i) => run.mlflowRuns?.[i]?.run_name?.trim() || void 0);
function runNames(baseline, candidate) {
  const names = { baseline: runName(baseline), candidate: runName(candidate) };
  if (givenName(baseline) === void 0 && givenName(candidate) === void 0) {
    const split = filesOf(baseline).length;
    const all = fileNames(
      [...filesOf(baseline), ...filesOf(candidate)],
      [...runNamesOf(baseline), ...runNamesOf(candidate)]
    );
    names.baseline = all.slice(0, split).join(" + ");
    names.candidate = all.slice(split).join(" + ");
  }
  if (names.baseline !== names.candidate || baseline.source === candidate.source) return names;
  return {
    baseline: baseline.name?.trim() || baseline.source,
    candidate: candidate.name?.trim() || candidate.source
  };
}

export {
  REPORT_FORMAT,
  AGAINST_THE_BASE,
  CHANGES_LISTED,
  comparisonView,
  reportJson,
  judgementText,
  compareJudgements,
  runName,
  runNames
};
