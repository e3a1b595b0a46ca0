import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  VERDICT_WORDS,
  intervalText
} from "./chunk-Z4SAL7BR.js";
import {
  grouped,
  levelText,
  marginPoints,
  pairDigits,
  percent,
  scorePercent,
  signedChange,
  signedPoints,
  terminalText
} from "./chunk-PETDOYQG.js";
import {
  compareChecks
} from "./chunk-YDAYO5PO.js";
import "./chunk-OETJPMYG.js";
import {
  DEFAULT_OPTIONS
} from "./chunk-4VRRUHI7.js";
import {
  noValueReason,
  pickAnchor,
  recordMetric,
  seriesOf
} from "./chunk-CDFZNEDU.js";
import {
  ANCHOR_PREFIX
} from "./chunk-6E3OM4AZ.js";
import "./chunk-43OLHB65.js";
import {
  metricLabel,
  usesSamples
} from "./chunk-IYQLLMCI.js";
import {
  allErrored,
  erroredLabel,
  erroredWords,
  recordErrors,
  recordRun,
  recordWords,
  tagOf
} from "./chunk-4GB6IP6O.js";
import {
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  SHARED_HINTS,
  counted,
  pastedWord,
  quoted
} from "./chunk-Y3XH2ARF.js";
import "./chunk-T6J2QFXX.js";

// src/history/trend.ts
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";

// src/history/page.ts
var WIDTH = 960;
var LEFT = 64;
var RIGHT = 24;
var TOP = 30;
var VALUE_HEIGHT = 210;
var GAP = 40;
var STEP_HEIGHT = 96;
var AXIS = 40;
var PLOT_WIDTH = WIDTH - LEFT - RIGHT;
var AXIS_WIDTH = LEFT - 6;
var STEP_TOP = TOP + VALUE_HEIGHT + GAP;
var DENSE_BAND = 5;
var MAX_BAND = 36;
var LABEL_CHAR = 7.3;
var LABEL_GAP = 14;
var MAX_LABEL = 12;
var MIN_SPAN = 0.02;
function htmlText(text, max = 200) {
  return terminalText(text, max).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function at(value) {
  return String(Math.round(value * 10) / 10);
}
function runLabel(point) {
  return terminalText(tagOf(point.ref) ?? point.commit.slice(0, 7), MAX_LABEL);
}
var MAX_URL = 2e3;
function safeUrl(url) {
  return url !== void 0 && /^https?:\/\/\S+$/i.test(url) && terminalText(url, MAX_URL) === url ? url : null;
}
function timeText(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
function tickStep(span, count = 5) {
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  return (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * magnitude;
}
function axisOver(values, floor, ceiling, count = 5) {
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < MIN_SPAN) {
    const middle = (low + high) / 2;
    low = middle - MIN_SPAN / 2;
    high = middle + MIN_SPAN / 2;
  }
  const step2 = tickStep(high - low, count);
  const clean = (value) => Number(value.toFixed(12));
  low = Math.max(floor, clean(Math.floor(low / step2 + 1e-9) * step2));
  high = Math.min(ceiling, clean(Math.ceil(high / step2 - 1e-9) * step2));
  const ticks = [];
  for (let k = Math.ceil(low / step2 - 1e-9); k * step2 <= high + 1e-12; k++) ticks.push(clean(k * step2));
  const digits = Math.max(0, Math.ceil(-Math.log10(step2 * 100) - 1e-9));
  return { low, high, ticks, digits };
}
var LABEL_EDGE = WIDTH - 2;
function labelPlace(label, i, count) {
  const x = LEFT + (i + 0.5) * (PLOT_WIDTH / count);
  const end = x + label.length * LABEL_CHAR / 2 > LABEL_EDGE;
  return { x: end ? LABEL_EDGE : x, end };
}
function labelledRuns(labels) {
  const count = labels.length;
  const widest = Math.max(...labels.map((label) => label.length)) * LABEL_CHAR + LABEL_GAP;
  const stride = Math.max(1, Math.ceil(widest / (PLOT_WIDTH / count)));
  const chosen = /* @__PURE__ */ new Set();
  for (let i = count - 1; i >= 0; i -= stride) chosen.add(i);
  const latest = labelPlace(labels[count - 1], count - 1, count);
  const before = count - 1 - stride;
  if (latest.end && before >= 0) {
    const right = labelPlace(labels[before], before, count).x + labels[before].length * LABEL_CHAR / 2;
    if (right + LABEL_GAP > latest.x - labels[count - 1].length * LABEL_CHAR) chosen.delete(before);
  }
  return chosen;
}
var MAX_REASON = 600;
function sampleOf(series) {
  return unitWords(series.trials === true).sample;
}
function scored(point) {
  return point.allErrored === void 0;
}
function scoredValues(points) {
  const scores = points.filter(scored);
  return (scores.length === 0 ? points : scores).map((point) => point.value);
}
function farReference(points, i) {
  const from = previousScored(points, i);
  return from < 0 || from === i - 1 ? void 0 : `${points[from].commit.slice(0, 7)} (the previous run with a score)`;
}
function previousScored(points, i) {
  let from = i - 1;
  while (from >= 0 && !scored(points[from])) from--;
  return from;
}
function valueTexts(points) {
  const digits = points.map(() => 1);
  points.forEach((point, i) => {
    const from = previousScored(points, i);
    if (point.step === void 0 || from < 0) return;
    const pair = pairDigits(points[from].value, point.value, signedChange(point.step.change));
    digits[i] = Math.max(digits[i], pair);
    digits[from] = Math.max(digits[from], pair);
  });
  return points.map((point, i) => digits[i] === 1 ? scorePercent(point.value) : percent(point.value, digits[i]));
}
function tooltip(series, point, value, level, reference) {
  const lines = [
    `${point.commit.slice(0, 7)}${point.ref === void 0 ? "" : ` (${point.ref})`}`,
    timeText(point.time),
    ...point.model === void 0 ? [] : [`model ${point.model}`],
    `${series.title}: ${value}`,
    // A run with a step place says it as the reason it is not compared (`erroredStep`), once.
    ...point.allErrored === void 0 || point.notCompared !== void 0 ? [] : [erroredText(point.allErrored, sampleOf(series), series.errors)]
  ].map((line) => htmlText(line));
  const from = reference === void 0 ? "" : ` from ${reference}:`;
  if (point.step !== void 0) lines.push(htmlText(`change${from} ${stepText(point.step, level)}`));
  else if (point.notCompared !== void 0) lines.push(notComparedText(point.notCompared, reference));
  else lines.push("no step from a previous run");
  if (point.anchor) lines.push("anchor of the drift check");
  return lines.join("\n");
}
function notComparedText(reason, reference) {
  return htmlText(`not compared${reference === void 0 ? "" : ` with ${reference}`}: ${reason}`, MAX_REASON);
}
function erroredText(samples, sample, errors = "infrastructure") {
  const { what, noScore } = erroredWords(errors);
  return `every ${sample} errored (${samples} of ${samples}, ${what}): its value is ${noScore}`;
}
function stepText(step2, level) {
  const interval = intervalText([step2.low, step2.high]);
  return `${signedChange(step2.change)} points (${level} interval ${interval}): ${VERDICT_WORDS[step2.verdict]}`;
}
var MIN_TRIANGLE = 5;
function markKind(point, step2) {
  if (!step2 && point.allErrored !== void 0) return "errored";
  const verdict = point.step?.verdict;
  if (point.notCompared !== void 0 && verdict === void 0) return "not-compared";
  if (verdict === "regression" || verdict === "improvement") return verdict;
  return verdict !== void 0 && step2 ? verdict : "run";
}
function mark(kind, x, y, r) {
  if (kind === "regression" || kind === "improvement") {
    const s = Math.max(MIN_TRIANGLE, r * 1.5);
    const tip = kind === "regression" ? 1 : -1;
    return `<path class="mark ${kind}" d="M${at(x - s)} ${at(y - tip * s * 0.7)}H${at(x + s)}L${at(x)} ${at(y + tip * s * 1.05)}Z"/>`;
  }
  if (kind === "not-compared") {
    const s = Math.max(3, r * 1.1);
    return `<path class="mark not-compared" d="M${at(x - s)} ${at(y - s)}L${at(x + s)} ${at(y + s)}M${at(x - s)} ${at(y + s)}L${at(x + s)} ${at(y - s)}"/>`;
  }
  if (kind === "errored") {
    const s = Math.max(3.5, r * 1.1);
    return `<rect class="mark errored" x="${at(x - s)}" y="${at(y - s)}" width="${at(2 * s)}" height="${at(2 * s)}"/>`;
  }
  if (kind === "no-regression") {
    const s = r * 1.35;
    return `<path class="mark no-regression" d="M${at(x)} ${at(y - s)}L${at(x + s)} ${at(y)}L${at(x)} ${at(y + s)}L${at(x - s)} ${at(y)}Z"/>`;
  }
  return `<circle class="mark ${kind}" cx="${at(x)}" cy="${at(y)}" r="${at(r)}"/>`;
}
function modelChanges(points) {
  return points.flatMap((point, i) => {
    const before = points[i - 1]?.model;
    return before !== void 0 && point.model !== void 0 && point.model !== before ? [{ point, before }] : [];
  });
}
var CHANGES_LISTED = 3;
function changesPart(changes, each) {
  if (changes.length === 0) return [];
  if (changes.length > CHANGES_LISTED) return [`model changed at ${changes.length} runs (each marked in Values)`];
  return [`model changed at ${changes.map(each).join(", ")}`];
}
function unscoredParts(series) {
  const { points, undrawn } = series;
  const errored = points.filter((point) => point.allErrored !== void 0).length;
  const { tag, noScore } = erroredWords(series.errors ?? "infrastructure");
  return [
    ...errored === 0 ? [] : [`${counted(errored, "run")} where every ${sampleOf(series)} errored${tag} (${noScore})`],
    ...undrawn === void 0 ? [] : [htmlText(`${counted(undrawn.runs, "run")} not drawn: ${undrawn.why}`, MAX_REASON)]
  ];
}
function chartLabel(series) {
  const { points } = series;
  const latest = points[points.length - 1];
  const regressions = points.filter((point) => point.step?.verdict === "regression");
  const anchor = points.find((point) => point.anchor);
  const values = scoredValues(points);
  const notCompared = points.filter((point) => point.notCompared !== void 0).length;
  const compared = points.filter((point) => point.step !== void 0).length;
  const changes = modelChanges(points);
  return [
    `${series.title}: ${counted(points.length, "run")}`,
    // The range, not the change: "from 11.0% to 66.5%" read as a rise in a series that fell from 66.5% to 11.0%.
    `between ${scorePercent(Math.min(...values))} and ${scorePercent(Math.max(...values))}`,
    `latest ${scorePercent(latest.value)} at ${runLabel(latest)}`,
    regressions.length === 0 ? noRegression(points, "no regressions") : counted(regressions.length, "regression") + ` (${regressions.map(runLabel).join(", ")})` + (notCompared === 0 ? "" : ` in the ${counted(compared, "step")} compared`),
    ...notCompared === 0 ? [] : [`${counted(notCompared, "step")} not compared`],
    ...unscoredParts(series),
    ...changesPart(changes, ({ point }) => runLabel(point)),
    anchor === void 0 ? "no anchor" : `anchor ${runLabel(anchor)} at ${scorePercent(anchor.value)}`
  ].filter((part) => part !== "").join("; ");
}
function noRegression(points, none) {
  if (points.length === 1) return "no step yet (first run)";
  const compared = points.filter((point) => point.step !== void 0).length;
  if (points.every((point) => point.notCompared === void 0)) {
    if (compared > 0) return none;
    const scored2 = points.some((point) => point.allErrored === void 0);
    return `no step yet (${scored2 ? "only one run has" : "no run has"} a score)`;
  }
  return compared === 0 ? "" : `${none} in the ${counted(compared, "step")} compared`;
}
function frameOf(points) {
  const band = PLOT_WIDTH / points.length;
  const bottom = points.some((point) => point.step !== void 0) ? STEP_TOP + STEP_HEIGHT : TOP + VALUE_HEIGHT;
  return {
    band,
    xOf: (i) => LEFT + (i + 0.5) * band,
    r: Math.min(4.5, Math.max(1.8, band * 0.28)),
    dense: band < DENSE_BAND,
    bottom,
    height: bottom + AXIS
  };
}
function gridlines(axis, y, label) {
  const ys = axis.ticks.map((tick) => at(y(tick)));
  return {
    lines: axis.ticks.map(
      (tick, i) => `<line class="${tick === 0 && axis.low < 0 ? "zero" : "grid"}" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${ys[i]}" y2="${ys[i]}"/>`
    ),
    ticks: axis.ticks.map(
      (tick, i) => `<text class="tick" x="${LEFT - 8}" y="${ys[i]}" text-anchor="end" dominant-baseline="middle">${label(tick)}</text>`
    )
  };
}
function xAxisTitle(points) {
  const [first, last] = [points[0].time, points[points.length - 1].time].map((time) => timeText(time).slice(0, 10));
  const dated = [first, last].every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
  if (!dated) return "commit, oldest to latest";
  return first === last ? `commit, ${first}` : `commit, ${first} to ${last}`;
}
function xAxis(points, frame) {
  const labels = points.map(runLabel);
  const named = labelledRuns(labels);
  const y = frame.bottom;
  const parts = [`<line class="axis" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y}" y2="${y}"/>`];
  labels.forEach((label, i) => {
    if (!named.has(i)) return;
    const x = at(frame.xOf(i));
    const place = labelPlace(label, i, points.length);
    parts.push(
      `<line class="axis" x1="${x}" x2="${x}" y1="${y}" y2="${y + 4}"/>`,
      `<text class="run-label" x="${at(place.x)}" y="${y + 17}" text-anchor="${place.end ? "end" : "middle"}">${htmlText(label)}</text>`
    );
  });
  parts.push(
    `<text class="axis-title wide" x="${LEFT + PLOT_WIDTH / 2}" y="${frame.height - 6}" text-anchor="middle">${htmlText(xAxisTitle(points))}</text>`
  );
  return parts;
}
function intervalBar(step2, x, y, frame) {
  const [low, high] = [at(y(step2.low)), at(y(step2.high))];
  const cap = Math.min(4, frame.band * 0.3);
  const caps = frame.dense ? "" : `M${at(x - cap)} ${low}H${at(x + cap)}M${at(x - cap)} ${high}H${at(x + cap)}`;
  return `<path class="interval ${step2.verdict}" d="M${at(x)} ${low}V${high}${caps}"/>`;
}
function chart(series, level, drawn) {
  const { points } = series;
  const frame = frameOf(points);
  const { band, xOf, r } = frame;
  const values = points.map((point) => point.value);
  const valueAxis = axisOver(values, Math.min(0, ...values), Math.max(1, ...values));
  const yValue = (v) => TOP + VALUE_HEIGHT - (v - valueAxis.low) / (valueAxis.high - valueAxis.low) * VALUE_HEIGHT;
  const steps = points.flatMap((point) => point.step === void 0 ? [] : [point.step]);
  const stepAxis = axisOver([0, ...steps.flatMap((step2) => [step2.low, step2.high, step2.change])], -1, 1, 3);
  const yStep = (v) => STEP_TOP + STEP_HEIGHT - (v - stepAxis.low) / (stepAxis.high - stepAxis.low) * STEP_HEIGHT;
  const { lines: parts, ticks: yAxis } = gridlines(valueAxis, yValue, (tick) => percent(tick, valueAxis.digits));
  if (steps.length > 0) {
    const stepGrid = gridlines(stepAxis, yStep, (tick) => signedPoints(tick, stepAxis.digits));
    parts.push(...stepGrid.lines);
    yAxis.push(
      ...stepGrid.ticks,
      `<text class="panel wide" x="${LEFT}" y="${STEP_TOP - 12}">change from the previous run, points, with its ${level} paired interval</text>`,
      `<text class="panel narrow" x="${LEFT}" y="${STEP_TOP - 12}">change from the previous run, points</text>`
    );
  }
  points.forEach((point, i) => {
    if (point.step?.verdict !== "regression") return;
    const width = Math.min(Math.max(band, 2 * MIN_TRIANGLE), MAX_BAND);
    parts.push(
      `<rect class="regression-band" x="${at(xOf(i) - width / 2)}" y="${TOP}" width="${at(width)}" height="${frame.bottom - TOP}"/>`
    );
  });
  const line = points.flatMap((point, i) => scored(point) ? [`${at(xOf(i))} ${at(yValue(point.value))}`] : []);
  if (line.length > 1) parts.push(`<path class="trend" d="M${line.join("L")}"/>`);
  parts.push(...xAxis(points, frame));
  const anchorIndex = points.findIndex((point) => point.anchor);
  if (anchorIndex >= 0) {
    const x = at(xOf(anchorIndex));
    const y = at(yValue(points[anchorIndex].value));
    parts.push(
      `<line class="anchor-line" x1="${x}" x2="${x}" y1="${TOP}" y2="${TOP + VALUE_HEIGHT}"/>`,
      `<line class="anchor-level" x1="${x}" x2="${WIDTH - RIGHT}" y1="${y}" y2="${y}"/>`
    );
  }
  const shown = valueTexts(points);
  points.forEach((point, i) => {
    const x = xOf(i);
    const { step: step2 } = point;
    const verdict = step2?.verdict;
    const notCompared = point.notCompared !== void 0 && step2 === void 0;
    const flagged = verdict === "regression" || verdict === "improvement" || notCompared || point.allErrored !== void 0;
    const inner = [
      `<title>${tooltip(series, point, shown[i], level, farReference(points, i))}</title>`,
      `<rect class="hit" x="${at(x - band / 2)}" y="${TOP}" width="${at(band)}" height="${frame.bottom - TOP}"/>`
    ];
    if (step2 !== void 0) {
      inner.push(intervalBar(step2, x, yStep, frame));
      drawn.add("interval");
      if (!frame.dense || flagged || verdict === "inconclusive") {
        const kind = markKind(point, true);
        inner.push(mark(kind, x, yStep(step2.change), Math.min(r, 3.5)));
        drawn.add(kind);
      }
    } else if (notCompared && steps.length > 0) {
      inner.push(mark("not-compared", x, yStep(0), Math.min(r, 3.5)));
    }
    const y = yValue(point.value);
    if (point.anchor) {
      inner.push(`<circle class="anchor-ring" cx="${at(x)}" cy="${at(y)}" r="${at(r + 3.5)}"/>`);
      drawn.add("anchor");
    }
    if (!frame.dense || flagged || point.anchor) {
      const kind = markKind(point, false);
      inner.push(mark(kind, x, y, r));
      drawn.add(kind);
    }
    const classes = [
      "run",
      ...verdict === void 0 ? [] : [verdict],
      ...notCompared ? ["not-compared"] : [],
      ...point.allErrored === void 0 ? [] : ["errored"],
      ...point.anchor ? ["anchor"] : []
    ];
    const group = `<g class="${classes.join(" ")}" data-commit="${htmlText(point.commit, 80)}">${inner.join("")}</g>`;
    const url = safeUrl(point.url);
    parts.push(url === null ? group : `<a href="${htmlText(url, MAX_URL)}">${group}</a>`);
  });
  if (anchorIndex >= 0) {
    const x = xOf(anchorIndex);
    const labelAnchor = x > WIDTH - RIGHT - 60 ? "end" : x < LEFT + 40 ? "start" : "middle";
    parts.push(
      `<text class="anchor-label" x="${at(x)}" y="${TOP - 12}" text-anchor="${labelAnchor}">anchor ${htmlText(runLabel(points[anchorIndex]))}</text>`
    );
  }
  const viewBox = `viewBox="0 0 ${WIDTH} ${frame.height}"`;
  return `<div class="chart-row"><div class="chart-box"><svg class="chart" ${viewBox} role="img" aria-label="${htmlText(chartLabel(series), 1e3)}">` + parts.join("") + `</svg></div><svg class="y-axis" ${viewBox} aria-hidden="true"><rect class="axis-back" width="${AXIS_WIDTH}" height="${frame.bottom + 5}"/>${yAxis.join("")}<text class="axis-title narrow" x="${LEFT}" y="${frame.height - 6}">${htmlText(xAxisTitle(points))}</text></svg></div>`;
}
function summary(series) {
  const { points } = series;
  const latest = points[points.length - 1];
  const anchor = points.find((point) => point.anchor);
  const regressions = points.filter((point) => point.step?.verdict === "regression").map(runLabel);
  const notCompared = points.filter((point) => point.notCompared !== void 0).length;
  const changes = modelChanges(points);
  const code = (text) => `<code>${htmlText(text)}</code>`;
  const flagged = regressions.length > 0 ? `${regressions.length === 1 ? "regression" : "regressions"} flagged at ${regressions.map(code).join(", ")}` : noRegression(points, "no regression flagged");
  const parts = [
    `Latest <strong>${scorePercent(latest.value)}</strong>${latest.allErrored === void 0 ? "" : ` (${erroredLabel(sampleOf(series), series.errors ?? "infrastructure")})`} at ${code(runLabel(latest))}` + (latest.model === void 0 ? "" : `, model ${code(latest.model)}`),
    ...anchor === void 0 ? [] : [`anchor ${scorePercent(anchor.value)} at ${code(runLabel(anchor))}`],
    flagged,
    ...notCompared === 0 ? [] : [`${counted(notCompared, "step")} not compared (hover a cross for why)`],
    ...unscoredParts(series),
    // The values either side of a change are two models' scores, not one model's trend.
    ...changesPart(changes, ({ point, before }) => `${code(runLabel(point))} (from ${code(before)})`),
    // Last: the reason may hold semicolons of its own.
    ...anchor === void 0 && series.noAnchor !== void 0 ? [`no anchor: ${htmlText(series.noAnchor, MAX_REASON)}`] : []
  ].filter((part) => part !== "");
  return `<p class="meta">${parts.join("; ")}.</p>`;
}
function table(series, level) {
  const models = series.points.some((point) => point.model !== void 0);
  const changed = new Set(modelChanges(series.points).map(({ point }) => point));
  const values = valueTexts(series.points);
  const rows = series.points.map((point, i) => {
    const url = safeUrl(point.url);
    const sha = `<code>${htmlText(point.commit.slice(0, 7))}</code>`;
    const step2 = point.step;
    const reference = farReference(series.points, i);
    const verdict = [
      step2 !== void 0 ? VERDICT_WORDS[step2.verdict] + (reference === void 0 ? "" : htmlText(`, from ${reference}`)) : point.notCompared === void 0 ? "" : notComparedText(point.notCompared, reference),
      point.allErrored === void 0 || point.notCompared !== void 0 ? "" : htmlText(erroredText(point.allErrored, sampleOf(series), series.errors)),
      point.anchor ? "anchor" : ""
    ].filter((part) => part !== "").join(", ");
    const model = point.model === void 0 ? "" : `${htmlText(point.model, 120)}${changed.has(point) ? " <strong>(changed)</strong>" : ""}`;
    return `<tr><td>${url === null ? sha : `<a href="${htmlText(url, MAX_URL)}">${sha}</a>`}</td><td>${point.ref === void 0 ? "" : htmlText(point.ref)}</td><td>${htmlText(timeText(point.time))}</td>` + (models ? `<td>${model}</td>` : "") + `<td class="num">${values[i]}</td><td class="num">${step2 === void 0 ? "" : signedChange(step2.change)}</td><td class="num">${step2 === void 0 ? "" : intervalText([step2.low, step2.high])}</td><td>${verdict}</td></tr>`;
  });
  return `<details><summary>Values (${counted(series.points.length, "run")})</summary><table><thead><tr><th>commit</th><th>ref</th><th>time</th>${models ? "<th>model</th>" : ""}<th>value</th><th>change, points</th><th>${level} interval</th><th>verdict</th></tr></thead><tbody>${rows.join("")}</tbody></table></details>`;
}
var STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --grid: #d8dee4; --axis: #8c959f;
  --run: #0969da; --regression: #cf222e; --improvement: #1a7f37; --inconclusive: #9a6700; --no-regression: #59636e;
  --band: #cf222e14; --not-compared: #bc4c00;
  --anchor: #8250df; --bg: #ffffff; --hover: #0969da14; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --grid: #30363d; --axis: #656c76;
  --run: #4493f8; --regression: #f85149; --improvement: #3fb950; --inconclusive: #d29922; --no-regression: #9198a1;
  --band: #f8514926; --not-compared: #db6d28;
  --anchor: #ab7df8; --bg: #0d1117; --hover: #4493f81f; } }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
main { max-width: 1012px; margin: 0 auto; padding: 16px 24px 32px; }
h1 { font-size: 24px; font-weight: 600; margin: 8px 0 4px; }
h2 { font-size: 18px; font-weight: 600; margin: 28px 0 4px; }
.meta, .legend { color: var(--muted); margin: 0 0 8px; }
.legend { padding: 0; list-style: none; }
.legend li { display: inline-block; white-space: nowrap; margin-right: 16px; }
.legend svg { vertical-align: -2px; margin-right: 4px; }
/* On a narrow screen the chart scrolls sideways rather than shrink its text below reading size, under its y axis, an
   SVG of the chart's size laid over it that stays (cut at the chart's right edge). The chart's box is right to left,
   so it opens at its right end, the latest run; no script needed. */
.chart-row { position: relative; overflow-x: clip; }
.chart-box { overflow-x: auto; direction: rtl; }
svg.chart, svg.y-axis { display: block; width: 100%; min-width: 720px; height: auto; font-size: 12px; direction: ltr; }
svg.y-axis { position: absolute; left: 0; top: 0; pointer-events: none; }
/* Titles too long for a phone's part of the chart: there a shorter step-panel title, and the x axis's title laid
   over at the left, in view, instead of centred under the whole chart. */
.narrow { display: none; }
@media (max-width: 767.98px) { .wide { display: none; } .narrow { display: inline; } }
.axis-back { fill: var(--bg); }
.grid { stroke: var(--grid); stroke-width: 1; }
.zero { stroke: var(--axis); stroke-width: 1.2; }
.axis { stroke: var(--axis); stroke-width: 1; }
.tick, .axis-title { fill: var(--muted); font-size: 12px; }
.run-label { fill: var(--muted); font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.panel { fill: var(--fg); font-size: 13px; font-weight: 600; }
/* Lighter than the marks, yet 3:1 on the page (WCAG's for graphics): over about 180 runs it alone draws the values. */
.trend { fill: none; stroke: var(--run); stroke-width: 1.6; stroke-opacity: 0.75; stroke-linejoin: round; }
.mark.run { fill: var(--run); }
.mark.regression { fill: var(--regression); }
.mark.improvement { fill: var(--improvement); }
.mark.inconclusive { fill: var(--bg); stroke: var(--inconclusive); stroke-width: 1.5; }
.mark.no-regression { fill: var(--no-regression); }
.mark.errored { fill: var(--bg); stroke: var(--not-compared); stroke-width: 2; }
.mark.not-compared { fill: none; stroke: var(--not-compared); stroke-width: 2.2; stroke-linecap: round; }
.interval { fill: none; stroke: var(--axis); stroke-width: 1.5; }
.interval.regression { stroke: var(--regression); }
.interval.improvement { stroke: var(--improvement); }
.interval.inconclusive { stroke: var(--inconclusive); }
.regression-band { fill: var(--band); }
.anchor-line { stroke: var(--anchor); stroke-width: 1.2; stroke-dasharray: 4 3; }
.anchor-level { stroke: var(--anchor); stroke-width: 2; stroke-dasharray: 0 4; stroke-linecap: round; }
.anchor-ring { fill: none; stroke: var(--anchor); stroke-width: 2; }
.anchor-label { fill: var(--anchor); font-size: 13px; font-weight: 600; }
.hit { fill: transparent; }
g.run:hover .hit { fill: var(--hover); }
a g.run { cursor: pointer; }
/* A narrow screen scrolls the values sideways too, rather than widen the page, and keeps a verdict's reason readable. */
details { margin: 4px 0 0; overflow-x: auto; }
td:last-child { min-width: 16em; }
summary { color: var(--muted); cursor: pointer; }
table { border-collapse: collapse; margin-top: 8px; font-size: 13px; }
th, td { border: 1px solid var(--grid); padding: 3px 8px; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
a { color: var(--run); }
`;
function legend(level, drawn, sample, errors) {
  const glyph = (body) => `<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">${body}</svg>`;
  const items = [
    ["run", glyph(mark("run", 7, 7, 4)), "run"],
    ["regression", glyph(mark("regression", 7, 6, 4)), "regression from the previous run"],
    ["improvement", glyph(mark("improvement", 7, 8, 4)), "improvement"],
    ["no-regression", glyph(mark("no-regression", 7, 7, 4)), "no regression"],
    ["inconclusive", glyph(mark("inconclusive", 7, 7, 4)), "inconclusive"],
    ["not-compared", glyph(mark("not-compared", 7, 7, 4)), "step not compared (hover for why)"],
    ["errored", glyph(mark("errored", 7, 7, 4)), erroredLabel(sample, errors)],
    [
      "anchor",
      glyph('<circle class="anchor-ring" cx="7" cy="7" r="5.5"/><circle class="mark run" cx="7" cy="7" r="2.5"/>'),
      "anchor of the drift check"
    ],
    ["interval", glyph('<path class="interval" d="M7 1V13M4 1H10M4 13H10"/>'), `${level} paired interval of a step`]
  ];
  const shown = items.filter(([item]) => drawn.has(item));
  if (shown.length === 0) return [];
  return [`<ul class="legend" role="list">${shown.map(([, icon, text]) => `<li>${icon}${text}</li>`).join("")}</ul>`];
}
function anchorText(anchor, anchors = []) {
  if (anchors.length > 0) {
    const each = anchors.map(
      ({ selector, checks }) => `<code>${htmlText(selector)}</code> (${checks.length === 1 ? "check" : "checks"} ${checks.map((check) => htmlText(`"${check}"`)).join(", ")})`
    );
    const [label, marked] = anchors.length === 1 ? ["Anchor", "marked"] : ["Anchors", "each marked"];
    return [
      `<p class="meta">${label} ${each.join(", ")}: ${marked} on the charts its check's drift check reads, at that check's metric.</p>`
    ];
  }
  if (anchor === void 0) return [];
  const where = anchor.series === void 0 ? "in each series, the record the drift check of a run of that series picks" : `in the series ${htmlText(anchor.series)} only`;
  return [`<p class="meta">Anchor <code>${htmlText(anchor.selector)}</code>: marked ${where}.</p>`];
}
function erroredOf(series) {
  const errored = series.filter((each) => each.points.some((point) => point.allErrored !== void 0));
  return errored.length > 0 && errored.every((each) => each.errors === "swebench") ? "swebench" : "infrastructure";
}
function checkNumbers(series) {
  for (const point of series.points) {
    const { step: step2 } = point;
    const numbers = [point.value, ...step2 === void 0 ? [] : [step2.change, step2.low, step2.high]];
    if (!numbers.every(Number.isFinite)) {
      throw new Error(
        `trend page: run ${point.commit} of "${series.title}" has a value or a step that is not a number`
      );
    }
  }
}
function noiseFlags(confidence) {
  return `1 step in ${grouped(Math.round(2 / (1 - confidence)))}`;
}
function trendPage(input) {
  input.series.forEach(checkNumbers);
  const level = levelText(input.confidence);
  const linked = input.series.some((series) => series.points.some((point) => safeUrl(point.url) !== null));
  const drawn = /* @__PURE__ */ new Set();
  const sections = input.series.map((series) => {
    const heading = `<h2>${htmlText(series.title)}</h2>`;
    if (series.points.length === 0) {
      const { undrawn } = series;
      const none = undrawn === void 0 ? "No runs yet" : `${counted(undrawn.runs, "run")}, none drawn: ${undrawn.why}`;
      return `<section>${heading}<p class="meta">${htmlText(none, MAX_REASON)}.</p></section>`;
    }
    return `<section>${heading}${summary(series)}${chart(series, level, drawn)}${table(series, level)}</section>`;
  });
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${htmlText(input.title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${htmlText(input.title)}</h1>`,
    `<p class="meta">Generated ${htmlText(timeText(input.generated))}. Each step is the paired change from the previous run with its ${level} interval; with nothing changed, noise alone flags about ${noiseFlags(input.confidence)} as a regression. Hover a run for its details${linked ? "; click it for its commit" : ""}.</p>`,
    ...anchorText(input.anchor, input.anchors),
    ...legend(level, drawn, unitWords(input.series.every((s) => s.trials === true)).sample, erroredOf(input.series)),
    ...sections.length === 0 ? ['<p class="meta">No series yet.</p>'] : sections,
    "</main>",
    "</body>",
    "</html>",
    ""
  ].join("\n");
}

// src/history/trend.ts
var PASS_AT_1 = { metric: "pass@k", k: 1, submit: 1 };
function seriesByName(records) {
  const series = /* @__PURE__ */ new Map();
  for (const stored of records) series.set(stored.record.name, [...series.get(stored.record.name) ?? [], stored]);
  return series;
}
var SIDE_TERMS = {
  "the baseline": "the previous run",
  baseline: "previous run",
  "the candidate": "this run",
  candidate: "this run"
};
function pageTerms(text) {
  return text.replace(/(?<![\w-])(the )?(baseline|candidate)(?![\w-])/gi, (words) => {
    const term = SIDE_TERMS[words.toLowerCase()];
    return words[0] === words[0].toUpperCase() ? term[0].toUpperCase() + term.slice(1) : term;
  });
}
var GIVE_IT = /; give it for (the baseline|the candidate|both)$/;
var RECORD_IT = "; a record is never rewritten: record the runs from now on with it (history add --config), or the runs without it under a series name of their own";
var PAGE_HINTS = {
  ...SHARED_HINTS,
  set: (key, value) => `${key}: ${value} in the config given to history page --config`
};
function step(previous, current, options) {
  const keep = usesSamples(options.metric);
  const files = (text) => pageTerms(
    text.replaceAll(`${current.file}: `, "").replaceAll(current.file, `this run (${current.record.commit.slice(0, 7)})`).replaceAll(previous.file, `the previous run (${previous.record.commit.slice(0, 7)})`)
  );
  let check;
  try {
    const runs = {
      baseline: recordRun(previous.record, previous.file, keep),
      candidate: recordRun(current.record, current.file, keep)
    };
    const settings = { method: "none", confidence: options.confidence, configFile: null };
    check = compareChecks([{ name: "step", line: null, label: "", ...runs, options, hints: PAGE_HINTS }], settings).checks[0];
  } catch (error) {
    if (error instanceof InputError) return { notCompared: files(error.message) };
    throw error;
  }
  if (check.verdict === "refused" || check.delta === null) {
    return { notCompared: files(check.reasons.map((reason) => reason.replace(GIVE_IT, RECORD_IT)).join("; ")) };
  }
  const { delta, verdict } = check;
  return { step: { change: delta.value, low: delta.ci[0], high: delta.ci[1], verdict } };
}
function anchorFiles(series, records, anchor, options, shell) {
  const files = /* @__PURE__ */ new Map();
  const missed = /* @__PURE__ */ new Map();
  const where = `anchor ${anchor.text}: `;
  const byMetric = anchor.pick.kind === "best";
  const pick = (name, list, refuse) => {
    try {
      const newest = list.at(-1);
      const next = recordRun(newest.record, newest.file, false);
      files.set(name, pickAnchor(list, anchor, options, next).file);
    } catch (error) {
      if (!(error instanceof InputError) || refuse && !byMetric) throw error;
      missed.set(name, error.message.startsWith(where) ? error.message.slice(where.length) : error.message);
    }
  };
  if (anchor.name !== void 0) {
    pick(anchor.name, seriesOf(records, anchor, void 0, "", false, shell), true);
    return { files, missed };
  }
  for (const [name, list] of series) pick(name, list, series.size === 1);
  if (files.size === 0 && missed.size > 0 && !byMetric) {
    throw new InputError(`${where}it picks a record in none of the ${missed.size} series: ${missedText(missed)}`);
  }
  return { files, missed };
}
function missedText(missed) {
  const groups = /* @__PURE__ */ new Map();
  for (const [name, reason] of missed) {
    const shared = reason.replaceAll(`the series ${quoted(name, 60)}`, "the series");
    groups.set(shared, [...groups.get(shared) ?? [], name]);
  }
  return [...groups].map(
    ([shared, names]) => names.length === 1 ? missed.get(names[0]) : `in each of the series ${names.map((name) => quoted(name, 60)).join(", ")}: ${shared}`
  ).join("; ");
}
function chartOptions({ metric, k, submit, margin }, given) {
  return { ...DEFAULT_OPTIONS, ...given.options, metric, k, submit, ...margin === void 0 ? {} : { margin } };
}
function chart2(name, records, metric, given, anchor) {
  const options = chartOptions(metric, given);
  const { sample } = recordWords(...records.map((stored) => stored.record));
  const errors = recordErrors(...records.map(({ record }) => record));
  const erroredStep = (samples) => ({ notCompared: erroredText(samples, sample, errors) });
  const margin = metric.margin ? ` (${marginPoints(metric.margin)}-point margin)` : "";
  const points = [];
  const undrawn = /* @__PURE__ */ new Set();
  let undrawnRuns = 0;
  let previous;
  for (const stored of records) {
    const at2 = recordMetric(stored, options);
    if (at2 === void 0) {
      undrawnRuns++;
      undrawn.add(noValueReason(stored, options));
      continue;
    }
    const { commit, ref, time, model } = stored.record;
    const errored = allErrored(stored.record);
    points.push({
      commit,
      ...ref === void 0 ? {} : { ref },
      ...model === void 0 ? {} : { model },
      time,
      value: at2,
      ...errored === void 0 ? {} : { allErrored: errored },
      ...previous === void 0 ? {} : errored === void 0 ? step(previous, stored, options) : erroredStep(errored),
      ...stored.file === anchor.file ? { anchor: true } : {},
      ...given.repoUrl === void 0 ? {} : { url: `${given.repoUrl.replace(/\/+$/, "")}/commit/${commit}` }
    });
    if (errored === void 0) previous = stored;
  }
  return {
    title: `${metricLabel(metric.metric, metric.k, metric.submit)}${margin} \xB7 ${name}`,
    points,
    ...anchor.missed === void 0 ? {} : { noAnchor: anchor.missed },
    ...undrawnRuns === 0 ? {} : { undrawn: { runs: undrawnRuns, why: [...undrawn].join("; ") } },
    ...sample === "trial" ? { trials: true } : {},
    ...errors === "swebench" ? { errors } : {}
  };
}
function chartsOf(request, store) {
  const seen = /* @__PURE__ */ new Map();
  for (const { name, options, anchor } of request.checks) {
    const { metric, k, submit, margin } = options;
    const key = `${metric}\0${k}\0${submit}\0${margin}`;
    const chart3 = seen.get(key) ?? { metric, k, submit, margin, series: [], anchors: [] };
    chart3.series.push(name, ...anchor?.name === void 0 ? [] : [anchor.name]);
    if (anchor !== void 0) {
      const where = anchor.label === void 0 ? "--anchor" : `${anchor.label}: anchor`;
      const folder = request.file === null ? void 0 : dirname(request.file);
      chart3.anchors.push({
        check: name,
        anchor: store === void 0 ? anchor : pageAnchor(anchor, store, where, folder)
      });
    }
    seen.set(key, chart3);
  }
  const { confidence, resamples, seed } = request.checks[0].options;
  return { metrics: [...seen.values()], options: { confidence, resamples, seed } };
}
function readerAnchor(metric, name, named, names) {
  const anchors = metric.anchors ?? [];
  const own = anchors.find(({ check, anchor }) => (anchor.name ?? check) === name);
  if (own !== void 0 || named.has(name)) return own?.anchor;
  return anchors.find(({ check, anchor }) => anchor.name === void 0 && !names.has(check))?.anchor;
}
var MAX_REPO_URL = 1900;
function parseRepoUrl(value, option) {
  const extra = /[?#]/.exec(value);
  if (extra !== null && /^https?:\/\/[^\s/?#]/i.test(value)) {
    const base = parseRepoUrl(value.slice(0, extra.index), option);
    throw new InputError(
      `${option} is the repository's address, without a query or fragment (${quoted(value.slice(extra.index), 40)}): give ${option} ${base}`
    );
  }
  const address = value.replace(/\/+$/, "").replace(/\.git$/i, "");
  const link = `${address}/commit/${"0".repeat(64)}`;
  if (/^https?:\/\/[^\s/]/i.test(value) && value.length <= MAX_REPO_URL && safeUrl(link) !== null) return address;
  const scheme = /^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value) ? `: give ${option} https://${value}` : "";
  throw new InputError(
    `${option} must be an http(s) address, e.g. https://github.com/acme/evals (no spaces or control characters, at most ${MAX_REPO_URL} characters), got ${quoted(value, 80)}${scheme}`
  );
}
function pageAnchor(anchor, store, option, folder, windows = false) {
  if (anchor.branch !== void 0) {
    return { ...anchor, text: `${ANCHOR_PREFIX}${store}#${anchor.text}`, store, branch: void 0 };
  }
  if (resolve(anchor.store) === resolve(store)) return anchor;
  const hash = anchor.text.indexOf("#", ANCHOR_PREFIX.length);
  const selector = hash < 0 ? "" : anchor.text.slice(hash);
  const fix = folder === void 0 ? `give --anchor ${pastedWord(`${ANCHOR_PREFIX}${store}${selector}`, windows)}` : `write ${ANCHOR_PREFIX}${relative(resolve(folder), resolve(store)).split(sep).join("/") || "."}${selector} in the config (its paths are relative to its folder, ${folder})`;
  throw new InputError(
    `${option}: ${quoted(anchor.text, 120)} names the store ${anchor.store}, not the one the page draws (--store ${store}): ${fix}`
  );
}
var GENERIC_STORES = /* @__PURE__ */ new Set(["history", "passk-gate-history", ".", ""]);
function pageTitle(store, repoUrl) {
  if (repoUrl !== void 0) {
    const url = new URL(repoUrl);
    const path = url.pathname.replace(/^\/+|\/+$/g, "").replace(/\.git$/i, "");
    let name = path;
    try {
      name = decodeURIComponent(path);
    } catch {
    }
    return `passk-gate history: ${name === "" ? url.host : name}`;
  }
  const folder = store.replace(/[\\/]+$/, "").split(/[\\/]/).pop();
  return GENERIC_STORES.has(folder) ? "passk-gate history" : `passk-gate history: ${store}`;
}
function trendInput(records, given) {
  const metrics = given.metrics ?? [PASS_AT_1];
  const named = new Set(metrics.flatMap((metric) => metric.series ?? []));
  const drawn = (metric, name) => !named.has(name) || (metric.series?.includes(name) ?? true);
  const byName = seriesByName(records);
  const { anchor } = given;
  const specs = metrics.map(
    (metric) => anchor === void 0 ? (metric.anchors ?? []).map((each) => each.anchor) : [anchor]
  );
  const picks = metrics.map(
    (metric, i) => new Map(
      specs[i].map((spec) => [spec.text, anchorFiles(byName, records, spec, chartOptions(metric, given), given)])
    )
  );
  const names = new Set(byName.keys());
  let unread = false;
  const anchorOf = (metric, i, name) => {
    const spec = anchor ?? readerAnchor(metric, name, named, names);
    if (spec === void 0) {
      if (specs.flat().length === 0) return {};
      unread = true;
      return { missed: "no drift check of the config reads this series at this metric" };
    }
    const picked = picks[i].get(spec.text);
    return { file: picked.files.get(name), missed: picked.missed.get(name) };
  };
  const series = [...byName].flatMap(
    ([name, list]) => metrics.flatMap(
      (metric, i) => drawn(metric, name) ? [chart2(name, list, metric, given, anchorOf(metric, i, name))] : []
    )
  );
  const marked = [...new Map(specs.flat().map((spec) => [spec.text, spec])).values()];
  const checks = (text) => metrics.flatMap(
    (metric) => (metric.anchors ?? []).filter((each) => each.anchor.text === text).map((each) => each.check)
  );
  const listed = marked.length > 1 || unread;
  return {
    title: given.title,
    ...marked.length === 1 && !listed ? { anchor: { selector: marked[0].text, ...marked[0].name === void 0 ? {} : { series: marked[0].name } } } : {},
    ...listed ? { anchors: marked.map((spec) => ({ selector: spec.text, checks: [...new Set(checks(spec.text))] })) } : {},
    confidence: given.options?.confidence ?? DEFAULT_OPTIONS.confidence,
    generated: given.generated,
    series
  };
}
function writeProblem(error) {
  const code = error.code;
  if (code === "EEXIST") return "is a file: -o names the folder to write index.html in";
  if (code === "ENOTDIR") return "a folder on its path is a file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return `cannot be written (${code ?? error.message})`;
}
async function writeTrendPage(records, given) {
  const html = trendPage(trendInput(records, { ...given, generated: (/* @__PURE__ */ new Date()).toISOString() }));
  const file = join(given.out, "index.html");
  try {
    await mkdir(given.out, { recursive: true });
    await writeFile(file, html);
  } catch (error) {
    throw new InputError(`-o ${given.out}: ${writeProblem(error)}`);
  }
  return file;
}
export {
  chartsOf,
  pageAnchor,
  pageTitle,
  parseRepoUrl,
  trendInput,
  writeTrendPage
};
