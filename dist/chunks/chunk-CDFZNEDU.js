import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  AGAINST_THE_BASE,
  ANCHOR_PREFIX,
  describePick,
  isDeepStrictEqual
} from "./chunk-6E3OM4AZ.js";
import {
  driftPrefix
} from "./chunk-43OLHB65.js";
import {
  ALWAYS_REQUIRED,
  compareConfigs,
  compareJudgements,
  judgementText,
  mean,
  metricLabel,
  perProblemValues,
  unrecordedSetting,
  usesSamples
} from "./chunk-IYQLLMCI.js";
import {
  allErrored,
  erroredWords,
  historyAdd,
  recordErrors,
  recordRun,
  recordWords,
  seriesName,
  tagOf
} from "./chunk-4GB6IP6O.js";
import {
  runName,
  runNames
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  SHARED_HINTS,
  counted,
  pastedWord,
  quoted,
  shownList
} from "./chunk-Y3XH2ARF.js";

// src/compare/anchor.ts
import { basename } from "node:path";
var CRITERION_FORMATS = /* @__PURE__ */ new Set(["evalplus", "lm-eval", "inspect"]);
function withName(spec, name) {
  const hash = spec.branch === void 0 ? spec.text.indexOf("#", ANCHOR_PREFIX.length) : -1;
  const selector = spec.branch !== void 0 ? spec.text : hash < 0 ? "" : spec.text.slice(hash + 1);
  const kept = (selector === "" ? [] : selector.split(",")).filter((item) => item.trim().split(":")[0] !== "name");
  const items = [...kept.length === 0 ? ["oldest"] : kept, `name:${name}`].join(",");
  return spec.branch === void 0 ? `${ANCHOR_PREFIX}${spec.store}#${items}` : items;
}
function anchorWhere(spec) {
  return spec.branch === void 0 ? `anchor ${spec.text}` : `anchor ${spec.text} (history branch ${spec.branch})`;
}
function noSeries(records, names, spec, candidate, own, allowMixed, shell, hints) {
  const word = (text) => pastedWord(text, shell.windows);
  const listed = names.map((name) => quoted(name, 60)).join(", ");
  const judgedAlike = (name) => {
    const latest = records.filter((r) => r.record.name === name).at(-1);
    return allowMixed || candidate === void 0 || compareJudgements(recordRun(latest.record, latest.file, false), candidate, false).match !== "differs";
  };
  const alike = names.filter(judgedAlike);
  const sameCase = (name) => name.toLowerCase() === spec.name?.toLowerCase();
  const suggested = alike.find(sameCase) ?? own.find((name) => alike.includes(name)) ?? alike[0];
  const given = spec.name === void 0 ? "" : `, not ${quoted(spec.name, 60)}`;
  if (alike.length === 0 && candidate !== void 0) {
    const judgement = candidate.judgement;
    const criterion = judgement.criterion !== void 0 && CRITERION_FORMATS.has(judgement.format) ? ` --criterion ${word(judgement.criterion)}` : "";
    const supplied = unrecordedSetting(candidate, ALWAYS_REQUIRED);
    const temperature = supplied === void 0 ? "" : ` --config ${word(supplied)}`;
    const first = spec.branch !== void 0 ? " (a push to the default branch records one)" : hints.commands ? `, ${historyAdd(shell)} --store ${word(spec.store)} FILE... --commit SHA${criterion}${temperature}` : ` (with ${historyAdd(shell, hints)})`;
    return `the store holds the series ${listed}${given}, none judged as the candidate (${judgementText(judgement)}): record a run judged so first${first}`;
  }
  const why = given !== "" || candidate === void 0 ? given : `, none is the candidate's (${quoted(seriesName(candidate), 60)})`;
  const only = alike.length === names.length ? "" : `; only ${alike.map((name) => quoted(name, 60)).join(", ")} ${alike.length === 1 ? "is" : "are"} judged as the candidate`;
  const verb = spec.name === void 0 ? "add name:NAME to the selector" : "pick another name:";
  return `the store holds the series ${listed}${why}${only}: ${verb}, e.g. ${word(withName(spec, suggested))}`;
}
function ownNames(candidate, checkName) {
  return [checkName, ...candidate === void 0 ? [] : [seriesName(candidate)]];
}
function ownSeries(names, spec, candidate, checkName) {
  const own = spec.name === void 0 ? ownNames(candidate, checkName) : [spec.name];
  return own.find((name) => names.includes(name));
}
function seriesNames(records) {
  return [...new Set(records.map((r) => r.record.name))];
}
function seriesOf(records, spec, candidate, checkName, allowMixed = false, shell = {}, hints = SHARED_HINTS) {
  const names = seriesNames(records);
  const where = anchorWhere(spec);
  if (names.length === 0) {
    throw new InputError(`${where}: the store holds no records yet (${historyAdd(shell, hints)} records a run)`);
  }
  const only = spec.name === void 0 && spec.branch === void 0 && names.length === 1 ? names[0] : void 0;
  const name = ownSeries(names, spec, candidate, checkName) ?? only;
  if (name === void 0) {
    const own = ownNames(candidate, checkName);
    throw new InputError(`${where}: ${noSeries(records, names, spec, candidate, own, allowMixed, shell, hints)}`);
  }
  return records.filter((r) => r.record.name === name);
}
function recordMetric(stored, options) {
  const run = recordRun(stored.record, stored.file, usesSamples(options.metric));
  try {
    return mean(perProblemValues(run.problems, options.k, options.metric, options.submit));
  } catch (error) {
    if (error instanceof RangeError) return void 0;
    throw error;
  }
}
function noValueReason(stored, options) {
  const { n, samples } = stored.record.problems;
  const { problem, sample } = recordWords(stored.record);
  if (usesSamples(options.metric) && samples === void 0) {
    const [needs, given] = options.metric === "n@k" ? ["score", "one"] : ["tests_passed and tests_total", "them"];
    return `${options.metric} needs each ${sample}'s ${needs}, which a record keeps only where its files give ${given}`;
  }
  const fewest = n.reduce((least, count) => Math.min(least, count), Infinity);
  return `k = ${options.k} is more than the ${counted(fewest, sample)} of a ${problem}`;
}
function bestOf(scored, options, candidate) {
  const valued = scored.flatMap((stored) => {
    const value = recordMetric(stored, options);
    return value === void 0 ? [] : [{ stored, value }];
  });
  if (candidate === void 0) return valued;
  const policy = { compared: options.matchConfig, required: options.requireConfig };
  const comparable = valued.filter(
    ({ stored }) => compareConfigs(recordRun(stored.record, stored.file, false), candidate, policy).refusals.length === 0
  );
  return comparable.length > 0 ? comparable : valued;
}
function pickAnchor(series, spec, options, candidate) {
  const where = anchorWhere(spec);
  const kept = spec.window === void 0 ? series : series.slice(-spec.window);
  const name = quoted(series[0].record.name, 60);
  const { sample } = recordWords(...series.map((stored) => stored.record));
  const { tag, noScore } = erroredWords(recordErrors(...series.map(({ record }) => record)));
  const { pick } = spec;
  if (pick.kind === "oldest" || pick.kind === "latest" || pick.kind === "best") {
    const scored = withScore(kept);
    if (scored.length === 0) {
      const runs = kept.length === series.length ? "each run" : kept.length === 1 ? "the last run" : `each of the last ${kept.length} runs`;
      const wider = kept.length === series.length ? "" : "; widen the window (window:N) or drop it";
      throw new InputError(
        `${where}: every ${sample} errored in ${runs} of the series ${name}${tag}: ${tag === "" ? "none has a score" : "none is taken as a score"} to compare with${wider}`
      );
    }
    if (pick.kind === "oldest") return { ...scored[0], among: 1 };
    if (pick.kind === "latest") return { ...scored[scored.length - 1], among: 1 };
    const valued = bestOf(scored, options, candidate);
    if (valued.length === 0) {
      throw new InputError(
        `${where}: no record of the series ${name} has ${metricLabel(options.metric, options.k, options.submit)}: ` + [...new Set(scored.map((stored) => noValueReason(stored, options)))].join("; ")
      );
    }
    return { ...valued.reduce((best, next) => next.value > best.value ? next : best).stored, among: valued.length };
  }
  let found = [];
  if (pick.kind === "commit") found = kept.filter((r) => r.record.commit.startsWith(pick.commit));
  if (pick.kind === "ref") {
    const short = pick.ref.replace(/^refs\/(tags|heads)\//, "");
    const refs = pick.ref === short ? [short, `refs/tags/${short}`, `refs/heads/${short}`] : [pick.ref, short];
    found = kept.filter((r) => refs.includes(r.record.ref ?? ""));
  }
  const commits = [...new Set(found.map((r) => r.record.commit))];
  if (found.length === 0) {
    const at = `${describePick({ ...spec, window: void 0 })}${pick.kind === "ref" ? refsAdvice(kept) : ""}`;
    const none = kept.length === series.length ? `no record of the series ${name} is at ${at}` : kept.length === 1 ? `the last record of the series ${name} is not at ${at}` : `none of the last ${kept.length} records of the series ${name} is at ${at}`;
    throw new InputError(`${where}: ${none}`);
  }
  if (pick.kind === "commit" && commits.length > 1) {
    throw new InputError(
      `${where}: commit ${pick.commit} is the start of ${commits.length} commits (${commits.map((c) => c.slice(0, 12)).join(", ")}): give more of it`
    );
  }
  const picked = withScore(found).at(-1);
  if (picked === void 0) {
    const at = describePick({ ...spec, window: void 0 });
    const run = found.length === 1 ? "the run" : "each run";
    throw new InputError(
      `${where}: every ${sample} errored in ${run} of the series ${name} at ${at}${tag}: ${noScore} to compare with; pick another record`
    );
  }
  return { ...picked, among: 1 };
}
function withScore(records) {
  return records.filter((r) => allErrored(r.record) === void 0);
}
function refsAdvice(kept) {
  const refs = [...new Set(kept.flatMap((r) => r.record.ref === void 0 ? [] : [r.record.ref]).reverse())];
  if (refs.length === 0) return "; none of its records has a ref: pick by commit:SHA, oldest, best or latest";
  return `; its records are at ${shownList(refs, 5)}: pick one with ref:REF`;
}
function anchorTitle(record, among = 1) {
  const best = among > 1 ? `, the best of ${among}` : "";
  return `anchor ${tagOf(record.ref) ?? record.commit.slice(0, 7)} (${record.time.slice(0, 10)}${best})`;
}
function anchorFor(records, spec, check, shell, hints) {
  const { candidate, name, options } = check;
  if (spec.branch !== void 0 && ownSeries(seriesNames(records), spec, candidate, name) === void 0) return null;
  const series = seriesOf(records, spec, candidate, name, options.allowMixedJudgement, shell, hints);
  const { record, file, among } = pickAnchor(series, spec, options, candidate);
  const run = recordRun(record, file, usesSamples(options.metric));
  const source = spec.branch === void 0 ? file : `${spec.branch}:records/${basename(file)}`;
  const model = record.model?.trim();
  const named = model && model !== runName(candidate) ? {} : { name: `${record.name} at ${record.commit.slice(0, 7)}` };
  return {
    run: { ...run, source, ...named },
    title: anchorTitle(record, among),
    record: { commit: record.commit, ref: record.ref ?? null, time: record.time, ...among > 1 ? { among } : {} }
  };
}
function sameProblemsInOrder(base, run) {
  const byId = new Map(run.problems.map((q) => [q.id, q]));
  const ordered = base.problems.map((p) => byId.get(p.id));
  const same = base.problems.length === run.problems.length && base.problems.every((p, i) => {
    const q = ordered[i];
    return q !== void 0 && p.n === q.n && p.c === q.c && p.group === q.group && isDeepStrictEqual(p.samples ?? null, q.samples ?? null);
  });
  return same ? ordered : void 0;
}
function withAnchorChecks(checks, anchors) {
  return checks.flatMap((check, i) => {
    const anchor = anchors[i];
    if (anchor === void 0) return [check];
    const prefix = driftPrefix(check);
    const againstBase = { ...check, name: `${prefix}${AGAINST_THE_BASE}` };
    if (anchor === null) return [againstBase];
    const candidate = { ...check.candidate, name: runNames(check.baseline, check.candidate).candidate };
    const ordered = sameProblemsInOrder(check.baseline, anchor.run);
    const same = ordered !== void 0;
    const jointly = same && anchor.record.among === void 0;
    const joint = jointly ? check.joint ?? `\0check ${i}` : check.joint === void 0 ? void 0 : `${check.joint}\0${anchor.run.source}`;
    const repeats = "its record holds the base's results: this check repeats the check against the base" + (jointly ? ", tested jointly with it" : "");
    const run = same ? { ...anchor.run, problems: ordered, warnings: [...anchor.run.warnings, repeats] } : anchor.run;
    return [
      jointly ? { ...againstBase, joint } : againstBase,
      {
        ...check,
        name: `${prefix}against ${anchor.title}`,
        baseline: run,
        candidate,
        anchor: anchor.record,
        ...joint === void 0 ? {} : { joint }
      }
    ];
  });
}

export {
  ownSeries,
  seriesOf,
  recordMetric,
  noValueReason,
  pickAnchor,
  anchorTitle,
  anchorFor,
  withAnchorChecks
};
