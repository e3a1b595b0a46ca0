import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  describePick
} from "./chunk-3HPIZ34T.js";
import {
  quoted,
  shellWord
} from "./chunk-XLXPZMAI.js";
import {
  mean,
  metricLabel,
  perProblemValues,
  usesSamples
} from "./chunk-C7EVY32X.js";
import {
  recordRun,
  seriesName,
  tagOf
} from "./chunk-TQG4AHKS.js";
import {
  InputError
} from "./chunk-VBUAAWAK.js";

// src/compare/anchor.ts
function seriesOf(records, spec, candidate, checkName) {
  const names = [...new Set(records.map((r) => r.record.name))];
  const where = `anchor ${spec.text}`;
  if (names.length === 0) {
    throw new InputError(`${where}: the store holds no records yet (passk-gate history add records a run)`);
  }
  const listed = names.map((name2) => quoted(name2, 60)).join(", ");
  const own = [checkName, seriesName(candidate)];
  const name = spec.name ?? own.find((n) => names.includes(n)) ?? (names.length === 1 ? names[0] : void 0);
  if (name === void 0 || !names.includes(name)) {
    const why = spec.name === void 0 ? `none is the candidate's (${quoted(own[1], 60)})` : `not ${quoted(name, 60)}`;
    throw new InputError(
      `${where}: the store holds the series ${listed}, ${why}: add name:NAME to the selector, e.g. ${shellWord(`${spec.text.split("#")[0]}#oldest,name:${names[0]}`)}`
    );
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
function pickAnchor(series, spec, options) {
  const where = `anchor ${spec.text}`;
  const kept = spec.window === void 0 ? series : series.slice(-spec.window);
  const { pick } = spec;
  if (pick.kind === "oldest") return kept[0];
  if (pick.kind === "latest") return kept[kept.length - 1];
  if (pick.kind === "best") {
    const values = kept.map((r) => recordMetric(r, options));
    let best = -1;
    values.forEach((value, i) => {
      if (value !== void 0 && (best < 0 || value > values[best])) best = i;
    });
    if (best < 0) {
      throw new InputError(
        `${where}: no record of the series has ${metricLabel(options.metric, options.k, options.submit)}`
      );
    }
    return kept[best];
  }
  const prefix = pick.kind === "commit" ? pick.commit : void 0;
  const refs = pick.kind === "ref" ? [pick.ref, `refs/tags/${pick.ref}`, `refs/heads/${pick.ref}`] : [];
  const found = kept.filter(
    (r) => prefix === void 0 ? refs.includes(r.record.ref ?? "") : r.record.commit.startsWith(prefix)
  );
  const commits = [...new Set(found.map((r) => r.record.commit))];
  if (found.length === 0) {
    throw new InputError(
      `${where}: no record of the series ${quoted(series[0].record.name, 60)} is at ${describePick(spec)}`
    );
  }
  if (pick.kind === "commit" && commits.length > 1) {
    throw new InputError(
      `${where}: commit ${pick.commit} is the start of ${commits.length} commits (${commits.map((c) => c.slice(0, 12)).join(", ")}): give more of it`
    );
  }
  return found[found.length - 1];
}
function anchorTitle(record) {
  return `anchor ${tagOf(record.ref) ?? record.commit.slice(0, 7)} (${record.time.slice(0, 10)})`;
}
function anchorFor(records, spec, check) {
  const { record, file } = pickAnchor(seriesOf(records, spec, check.candidate, check.name), spec, check.options);
  const run = recordRun(record, file, usesSamples(check.options.metric));
  return {
    run: { ...run, name: `${record.name} at ${record.commit.slice(0, 7)}` },
    title: anchorTitle(record),
    record: { commit: record.commit, ref: record.ref ?? null, time: record.time }
  };
}
var AGAINST_THE_BASE = "against the base";
function withAnchorChecks(checks, anchors) {
  return checks.flatMap((check, i) => {
    const anchor = anchors[i];
    if (anchor === void 0) return [check];
    const prefix = check.label === "" && check.line === null ? "" : `${check.name} `;
    return [
      { ...check, name: `${prefix}${AGAINST_THE_BASE}` },
      {
        ...check,
        name: `${prefix}against ${anchor.title}`,
        baseline: anchor.run,
        anchor: anchor.record,
        ...check.joint === void 0 ? {} : { joint: `${check.joint}\0${anchor.run.source}` }
      }
    ];
  });
}

export {
  seriesOf,
  recordMetric,
  pickAnchor,
  anchorTitle,
  anchorFor,
  AGAINST_THE_BASE,
  withAnchorChecks
};
