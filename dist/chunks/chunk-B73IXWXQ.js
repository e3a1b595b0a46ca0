import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  isMlflowUri
} from "./chunk-UYIXA2YY.js";

// src/load/run-name.ts
var GENERIC_NAMES = /^results\.json$/i;
function fileNames(paths, runNames2) {
  const parts = paths.map((path) => path.split(/[\\/]+/).filter((part) => part !== ""));
  const tail = (of, depth) => of.slice(-depth).join("/");
  const unique = (name) => name !== void 0 && runNames2.indexOf(name) === runNames2.lastIndexOf(name);
  return paths.map((path, i) => {
    if (isMlflowUri(path)) return unique(runNames2[i]) ? runNames2[i] : path;
    const own = parts[i];
    const same = (other) => other.join("/") === own.join("/");
    const clashes = (depth2) => parts.some((other) => !same(other) && tail(other, depth2) === tail(own, depth2));
    let depth = own.length > 1 && GENERIC_NAMES.test(own.at(-1)) ? 2 : 1;
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
  const split = filesOf(baseline).length;
  const all = fileNames(
    [...filesOf(baseline), ...filesOf(candidate)],
    [...runNamesOf(baseline), ...runNamesOf(candidate)]
  );
  const names = {
    baseline: givenName(baseline) ?? all.slice(0, split).join(" + "),
    candidate: givenName(candidate) ?? all.slice(split).join(" + ")
  };
  if (names.baseline !== names.candidate || baseline.source === candidate.source) return names;
  return {
    baseline: baseline.name?.trim() || baseline.source,
    candidate: candidate.name?.trim() || candidate.source
  };
}

export {
  runName,
  filesOf,
  runNames
};
