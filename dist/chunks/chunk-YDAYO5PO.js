import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  finishComparison,
  prepareComparison,
  singleCheckLevel
} from "./chunk-OETJPMYG.js";
import {
  TIE_TOLERANCE,
  Xoshiro128,
  binomialSampler,
  expand,
  fewestResamples,
  firstIndex,
  levelAt,
  levelOfAlpha,
  unitMap,
  useMultinomial
} from "./chunk-4VRRUHI7.js";
import {
  isDeepStrictEqual
} from "./chunk-6E3OM4AZ.js";
import {
  REPORT_FORMAT
} from "./chunk-43OLHB65.js";
import {
  InputError
} from "./chunk-Y3XH2ARF.js";

// src/decide/multiplicity.ts
function jointChance(sortedMinima2, size, c) {
  return Math.min(size * c, Math.max(c, firstIndex(sortedMinima2, c, true) / sortedMinima2.length));
}
function sortedMinima(joint, members) {
  const columns = members.map((member) => joint.shares[joint.members.indexOf(member)]);
  const minima = Float64Array.from(columns[0]);
  for (const column of columns.slice(1))
    for (let b = 0; b < minima.length; b++) minima[b] = Math.min(minima[b], column[b]);
  return minima.sort();
}
function familyChance(remaining, joints) {
  const single = remaining.filter((i) => !joints.some((joint) => joint.members.includes(i))).length;
  const parts = joints.flatMap((joint) => {
    const members = joint.members.filter((member) => remaining.includes(member));
    if (members.length === 0) return [];
    return [{ size: members.length, minima: members.length > 1 ? sortedMinima(joint, members) : null }];
  });
  return (c) => {
    let total = single * c;
    for (const part of parts) total += part.minima === null ? c : jointChance(part.minima, part.size, c);
    return Math.min(1, total);
  };
}
function levelOf(chance, size, alpha) {
  let lo = alpha / size;
  if (chance(lo) >= alpha) return lo;
  let hi = alpha;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (chance(mid) >= alpha) hi = mid;
    else lo = mid;
  }
  return hi;
}
function familyLevels(raw, alpha, method, joints = [], comparisons = raw.map(() => 1)) {
  const m = raw.length;
  const pValues = raw.map((p, i) => p === null ? null : Math.min(1, comparisons[i] * p));
  const withinCheck = (levels2) => ({
    ...levels2,
    levels: levels2.levels.map((level, i) => level / comparisons[i])
  });
  if (method === "none") {
    return withinCheck({
      levels: pValues.map(() => alpha),
      adjusted: pValues.map((p) => p ?? 1),
      steps: pValues.map(() => null)
    });
  }
  const all = pValues.map((_, i) => i);
  if (method === "bonferroni") {
    const chance = familyChance(all, joints);
    const level = levelOf(chance, m, alpha);
    return withinCheck({
      levels: pValues.map(() => level),
      adjusted: pValues.map((p) => p === null ? 1 : chance(p)),
      steps: pValues.map(() => null)
    });
  }
  const order = [...all].sort((a, b) => (pValues[a] ?? Infinity) - (pValues[b] ?? Infinity) || a - b);
  const levels = new Array(m).fill(alpha);
  const adjusted = new Array(m).fill(1);
  const steps = new Array(m).fill(null);
  let remaining = all;
  let running = 0;
  let stopLevel;
  for (const [step, i] of order.entries()) {
    const chance = familyChance(remaining, joints);
    const p = pValues[i];
    running = Math.max(running, p === null || p === void 0 ? 1 : chance(p));
    adjusted[i] = running;
    if (stopLevel === void 0) {
      const level = levelOf(chance, remaining.length, alpha);
      if (running < alpha) {
        levels[i] = level;
        steps[i] = step + 1;
      } else stopLevel = level;
    }
    remaining = remaining.filter((r) => r !== i);
  }
  for (let i = 0; i < m; i++) if (steps[i] === null && stopLevel !== void 0) levels[i] = stopLevel;
  return withinCheck({ levels, adjusted, steps });
}

// src/resample/joint-sign-flip.ts
function jointUnits(differences, groups) {
  const checks = differences.length;
  const problems = differences[0]?.length ?? 0;
  const { unitOf, count } = unitMap(groups ?? new Array(problems));
  const sums = new Float64Array(count * checks);
  for (let j = 0; j < checks; j++) {
    const d = differences[j];
    for (let i = 0; i < problems; i++) sums[unitOf[i] * checks + j] += d[i];
  }
  const index = /* @__PURE__ */ new Map();
  const rows = [];
  const multiplicities = [];
  for (let u = 0; u < count; u++) {
    const row = sums.subarray(u * checks, (u + 1) * checks);
    const key = row.join(",");
    const at = index.get(key);
    if (at !== void 0) multiplicities[at] += 1;
    else {
      index.set(key, multiplicities.length);
      rows.push(...row);
      multiplicities.push(1);
    }
  }
  return { rows: Float64Array.from(rows), multiplicities: Float64Array.from(multiplicities), checks, count };
}
function jointSignFlipShares(units, resamples, rng) {
  const { rows, multiplicities, checks, count } = units;
  const distinct = multiplicities.length;
  const totals = Array.from({ length: checks }, () => new Float64Array(resamples));
  const scales = new Float64Array(checks);
  for (let r = 0; r < distinct; r++) {
    for (let j = 0; j < checks; j++) scales[j] += multiplicities[r] * Math.abs(rows[r * checks + j]);
  }
  const flat = useMultinomial(units) ? void 0 : expand(rows, multiplicities, count, checks);
  const flip = binomialSampler(0.5);
  for (let b = 0; b < resamples; b++) {
    if (flat === void 0) {
      for (let r = 0; r < distinct; r++) {
        const m = multiplicities[r];
        const sign = 2 * flip(rng, m) - m;
        if (sign === 0) continue;
        for (let j = 0; j < checks; j++) totals[j][b] += sign * rows[r * checks + j];
      }
    } else {
      let bits = 0;
      for (let u = 0; u < count; u++) {
        if ((u & 31) === 0) bits = rng.nextUint32();
        const sign = (bits & 1) * 2 - 1;
        bits >>>= 1;
        for (let j = 0; j < checks; j++) totals[j][b] += sign * flat[u * checks + j];
      }
    }
  }
  return totals.map((total, j) => tailShares(total, TIE_TOLERANCE * Math.max(1, scales[j])));
}
function tailShares(totals, tolerance) {
  const sorted = Float64Array.from(totals, Math.abs).sort();
  const n = sorted.length;
  return Float64Array.from(totals, (total) => (n - firstIndex(sorted, Math.abs(total) - tolerance)) / n);
}

// src/compare/gate.ts
var SEVERITY = ["refused", "regression", "inconclusive", "no-regression", "improvement"];
function sameProblems(a, b) {
  return isDeepStrictEqual(a.ids, b.ids) && isDeepStrictEqual(a.groups ?? [], b.groups ?? []);
}
function sameEvidence(a, b) {
  return a != null && sameProblems(a, b) && isDeepStrictEqual(a.differences, b.differences);
}
function jointSets(checks, evidence) {
  const byKey = /* @__PURE__ */ new Map();
  checks.forEach((check, i) => {
    const e = evidence[i];
    if (check.joint === void 0 || check.anchor?.among !== void 0 || e === null || e === void 0) return;
    const repeated = checks.some((other, j) => j !== i && other.joint === check.joint && sameEvidence(evidence[j], e));
    if (e.signTest.exact && !repeated) return;
    const first = byKey.get(check.joint)?.[0];
    const key = first === void 0 || sameProblems(evidence[first], e) ? check.joint : `${check.joint}\0${i}`;
    byKey.set(key, [...byKey.get(key) ?? [], i]);
  });
  return [...byKey.values()].filter((members) => members.length > 1);
}
function compareChecks(checks, settings) {
  return finishGate(prepareGate(checks, settings));
}
function smallestGateLevel(settings, m) {
  if (settings.method === "none" || m === 1) return singleCheckLevel(settings.confidence);
  const { alpha } = levelAt(settings.confidence);
  return {
    alpha: alpha / m,
    name: `${Number((alpha / m).toPrecision(6))}, the level a check is first tested at (1 - confidence over ${m} checks)`,
    setting: `a family of ${m} checks at confidence ${settings.confidence}`,
    checks: m
  };
}
function bestOfLevel(smallest, among, resamples) {
  const alpha = smallest.alpha / among;
  const level = Number(alpha.toPrecision(6));
  const floor = 1 / (resamples + 1);
  if (floor >= alpha) {
    throw new InputError(
      `resamples ${resamples} are too few for a drift check against the best of ${among} records: it is tested at ${level} (${Number(smallest.alpha.toPrecision(6))} over ${among}), below the smallest p-value ${resamples} resamples can give, 1/${resamples + 1} = ${floor.toPrecision(2)}, so it could never fail; give at least ${fewestResamples(alpha)} resamples, or a window of fewer records`
    );
  }
  return {
    alpha,
    name: `${level}, the level a drift check against the best of ${among} records is first tested at`,
    setting: `${smallest.setting} with an anchor picked as the best of ${among} records`,
    checks: (smallest.checks ?? 1) * among
  };
}
function prepareGate(checks, settings) {
  const smallest = smallestGateLevel(settings, checks.length);
  const prepared = checks.map((check) => {
    try {
      const among = check.anchor?.among;
      const level = among === void 0 ? smallest : bestOfLevel(smallest, among, check.options.resamples);
      return prepareComparison(
        check.baseline,
        check.candidate,
        check.options,
        level,
        check.anchor === void 0 ? "baseline" : "anchor",
        check.hints,
        check.keyLabels?.k ?? ""
      );
    } catch (error) {
      const placed = check.keyLabels !== void 0 && error instanceof Error && error.message.startsWith(`${check.keyLabels.k}: `);
      if (error instanceof InputError && check.label !== "" && !placed) throw error.labelled(check.label);
      throw error;
    }
  });
  const evidence = prepared.map((p) => p.evidence);
  const { resamples, seed } = checks[0].options;
  const joints = jointSets(checks, evidence).map((members, index) => {
    const differences = members.map((i) => evidence[i].differences);
    const units = jointUnits(differences, evidence[members[0]].groups);
    return { members, shares: jointSignFlipShares(units, resamples, new Xoshiro128(seed, 2 + index)) };
  });
  return { checks, settings, prepared, joints };
}
function gateLevels(gate, method) {
  const family = levelAt(gate.settings.confidence);
  const joints = method === "none" ? [] : gate.joints;
  const pValues = gate.prepared.map((p) => p.evidence?.signTest.pValue ?? null);
  const comparisons = gate.checks.map((check) => check.anchor?.among ?? 1);
  const levels = familyLevels(pValues, family.alpha, method, joints, comparisons);
  const levelOf2 = (i) => method === "none" && comparisons[i] === 1 ? family : levelOfAlpha(levels.levels[i]);
  return { family, joints, levels, levelOf: levelOf2 };
}
function finishGate(gate, method = gate.settings.method) {
  const { checks, settings, prepared } = gate;
  const { family, joints, levels, levelOf: levelOf2 } = gateLevels(gate, method);
  const results = checks.map((check, i) => {
    const level = levelOf2(i);
    const fields = finishComparison(prepared[i], { level, adjusted: levels.adjusted[i], alpha: family.alpha });
    const set = joints.find((joint) => joint.members.includes(i))?.members ?? [];
    return {
      name: check.name,
      ...check.anchor === void 0 ? {} : { anchor: check.anchor },
      ...fields,
      line: check.line,
      multiplicity: {
        level: level.alpha,
        step: levels.steps[i],
        joint_with: set.filter((j) => j !== i).map((j) => checks[j].name)
      }
    };
  });
  const refused = results.some((r) => r.verdict === "refused");
  const failed = results.some((r) => r.failed);
  const { resamples, seed } = checks[0].options;
  return {
    format: REPORT_FORMAT,
    decision: refused ? "refused" : failed ? "fail" : "pass",
    failed,
    verdict: SEVERITY.find((verdict) => results.some((r) => r.verdict === verdict)) ?? "no-regression",
    fail_on: checks[0].options.failOn,
    config_file: settings.configFile,
    multiplicity: {
      method,
      family_size: checks.length,
      confidence: settings.confidence,
      alpha: family.alpha,
      joint: joints.map((joint) => joint.members.map((i) => checks[i].name))
    },
    bootstrap: { resamples, seed },
    checks: results
  };
}

export {
  compareChecks,
  smallestGateLevel
};
