import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  PLAIN_TEXT,
  VERDICT_WORDS,
  checkColumns,
  checkName,
  checkNotes,
  checkNumbers,
  configStatusWords,
  configSummary,
  contextText,
  decisionOf,
  familyErrorSentence,
  familyMethodText,
  fileCheckName,
  fixSteps,
  gateDecisionLine,
  inconclusiveChecks,
  inconclusiveNote,
  jointLevelsText,
  limitText,
  loneCheckNotes,
  powerNote,
  refusalWhy,
  refusedColumns,
  refusedSettings,
  refusedStatus,
  runsLine,
  sideName,
  statusWords,
  unmatchedIds,
  verdictGist
} from "./chunk-JAFJV5UU.js";
import {
  atK,
  configValueText,
  estimatorText,
  grouped,
  intervalMethodName,
  judgementText,
  levelText,
  metricAtK,
  pValueText,
  percentPair,
  powerSentence,
  shownOf,
  signedChange
} from "./chunk-5S5VAFHZ.js";
import {
  MAX_RUN_NAME,
  codeSpan,
  htmlCode,
  inertText,
  markdownText,
  terminalText
} from "./chunk-WLESCBLO.js";

// src/render/surface.ts
function yamlScalar(value) {
  if (typeof value === "boolean") return String(value);
  const plain = /^[A-Za-z_][\w.,=/@+-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}
var ACTION_SURFACE = {
  language: "yaml",
  fix: (edits) => ["with:", ...Object.entries(edits).map(([name, value]) => `  ${name}: ${yamlScalar(value)}`)]
};
function configCheckBlock(name, edits) {
  return [
    "checks:",
    `  - name: ${yamlScalar(name)}`,
    ...Object.entries(edits).map(([key, value]) => `    ${key}: ${yamlScalar(value)}`)
  ];
}

// src/render/origin.ts
var SIDES = ["baseline", "candidate"];
var SOURCE_NOTES = {
  file: "",
  filename: " (file name)",
  user: " (given)",
  mlflow: " (MLflow param)"
};
function shownConfigRows(report) {
  const { rows } = report.config;
  if (rows.some((row2) => row2.key === "n") || SIDES.every((side) => report[side].samples === void 0)) return rows;
  return [...rows, { key: "n", baseline: void 0, candidate: void 0, checked: false, status: "unrecorded" }];
}
function configCells(row2, show, sides) {
  return SIDES.map((side) => {
    const value = row2[side];
    const source = row2[`${side}Source`];
    const range = sides[side].samples;
    if (value === void 0)
      return row2.key === "n" && range !== void 0 ? `${range.min}-${range.max}` : "not recorded";
    return show(configValueText(value)) + (source === void 0 ? "" : SOURCE_NOTES[source] ?? "");
  });
}
function judgedCell(side, show) {
  const text = judgementText(side.judgement);
  return text === null ? "not recorded" : show(text);
}
function mixedJudgement(report) {
  if (report.judgement?.match !== "differs" || !report.judgement.allowed_mixed) return void 0;
  return report.warnings.find((warning) => warning.startsWith("mixed judgement"));
}
function checkWarnings(report, name, text, pick) {
  const many = report.checks.length > 1;
  return report.checks.flatMap(
    (check) => pick(check).map((w) => `${many ? `${checkName(report, check, (t) => name(t, 60))}: ` : ""}${text(w, 400)}`)
  );
}
function headlineCautions(report, name, text) {
  return checkWarnings(report, name, text, (check) => [mixedJudgement(check)].filter((w) => w !== void 0));
}
function listedWarnings(report, name, text) {
  return checkWarnings(report, name, text, (check) => check.warnings.filter((w) => w !== mixedJudgement(check)));
}
function originWords(origin, text) {
  const parts = [];
  if (origin.model !== null) {
    const alias = origin.model.alias === null ? "" : ` (${text(`@${origin.model.alias}`, 40)})`;
    parts.push(`model ${text(origin.model.name, 60)} version ${text(origin.model.version, 20)}${alias}`);
  }
  const name = origin.run_name === null ? "" : ` (${text(origin.run_name, 60)})`;
  parts.push(`run ${text(origin.run_id, 40)}${name}`);
  return parts.join(", ");
}
var FILES_LISTED = 10;
function sideFiles(side, text) {
  if (side.sources === void 0) return [text(side.source)];
  const more = side.sources.length - FILES_LISTED;
  return [...side.sources.slice(0, FILES_LISTED).map(text), ...more > 0 ? [`and ${more} more`] : []];
}
function listedParts(parts, text) {
  const more = parts.length - FILES_LISTED;
  return [...parts.slice(0, FILES_LISTED).map(text), ...more > 0 ? [`${more} more`] : []].join(" + ");
}
function bothSidesFiles(report) {
  return [report.baseline, report.candidate].flatMap((side) => side.sources ?? [side.source]);
}
function terminalOriginLines(report) {
  const lines = SIDES.flatMap((side) => {
    const origin = report[side].mlflow;
    if (origin === void 0 || origin === null) return [];
    return [`  ${side.padEnd(9)}  ${originWords(origin, terminalText)}: ${terminalText(origin.run_url, 200)}`];
  });
  return lines.length === 0 ? [] : ["MLflow", ...lines, ""];
}
function linkTarget(url) {
  return url.replace(/[\s()<>[\]"'`\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function markdownOriginLines(report) {
  const parts = SIDES.flatMap((side) => {
    const origin = report[side].mlflow;
    if (origin === void 0 || origin === null || !/^https?:\/\//i.test(origin.run_url)) return [];
    return [`${side} [${originWords(origin, markdownText)}](${linkTarget(origin.run_url)})`];
  });
  return parts.length === 0 ? [] : [`MLflow: ${parts.join(" · ")}`, ""];
}

// node_modules/get-east-asian-width/lookup-data.js
var ambiguousMinimalCodePoint = 161;
var ambiguousMaximumCodePoint = 1114109;
var ambiguousRanges = [161, 161, 164, 164, 167, 168, 170, 170, 173, 174, 176, 180, 182, 186, 188, 191, 198, 198, 208, 208, 215, 216, 222, 225, 230, 230, 232, 234, 236, 237, 240, 240, 242, 243, 247, 250, 252, 252, 254, 254, 257, 257, 273, 273, 275, 275, 283, 283, 294, 295, 299, 299, 305, 307, 312, 312, 319, 322, 324, 324, 328, 331, 333, 333, 338, 339, 358, 359, 363, 363, 462, 462, 464, 464, 466, 466, 468, 468, 470, 470, 472, 472, 474, 474, 476, 476, 593, 593, 609, 609, 708, 708, 711, 711, 713, 715, 717, 717, 720, 720, 728, 731, 733, 733, 735, 735, 768, 879, 913, 929, 931, 937, 945, 961, 963, 969, 1025, 1025, 1040, 1103, 1105, 1105, 8208, 8208, 8211, 8214, 8216, 8217, 8220, 8221, 8224, 8226, 8228, 8231, 8240, 8240, 8242, 8243, 8245, 8245, 8251, 8251, 8254, 8254, 8308, 8308, 8319, 8319, 8321, 8324, 8364, 8364, 8451, 8451, 8453, 8453, 8457, 8457, 8467, 8467, 8470, 8470, 8481, 8482, 8486, 8486, 8491, 8491, 8531, 8532, 8539, 8542, 8544, 8555, 8560, 8569, 8585, 8585, 8592, 8601, 8632, 8633, 8658, 8658, 8660, 8660, 8679, 8679, 8704, 8704, 8706, 8707, 8711, 8712, 8715, 8715, 8719, 8719, 8721, 8721, 8725, 8725, 8730, 8730, 8733, 8736, 8739, 8739, 8741, 8741, 8743, 8748, 8750, 8750, 8756, 8759, 8764, 8765, 8776, 8776, 8780, 8780, 8786, 8786, 8800, 8801, 8804, 8807, 8810, 8811, 8814, 8815, 8834, 8835, 8838, 8839, 8853, 8853, 8857, 8857, 8869, 8869, 8895, 8895, 8978, 8978, 9312, 9449, 9451, 9547, 9552, 9587, 9600, 9615, 9618, 9621, 9632, 9633, 9635, 9641, 9650, 9651, 9654, 9655, 9660, 9661, 9664, 9665, 9670, 9672, 9675, 9675, 9678, 9681, 9698, 9701, 9711, 9711, 9733, 9734, 9737, 9737, 9742, 9743, 9756, 9756, 9758, 9758, 9792, 9792, 9794, 9794, 9824, 9825, 9827, 9829, 9831, 9834, 9836, 9837, 9839, 9839, 9886, 9887, 9919, 9919, 9926, 9933, 9935, 9939, 9941, 9953, 9955, 9955, 9960, 9961, 9963, 9969, 9972, 9972, 9974, 9977, 9979, 9980, 9982, 9983, 10045, 10045, 10102, 10111, 11094, 11097, 12872, 12879, 57344, 63743, 65024, 65039, 65533, 65533, 127232, 127242, 127248, 127277, 127280, 127337, 127344, 127373, 127375, 127376, 127387, 127404, 917760, 917999, 983040, 1048573, 1048576, 1114109];
var fullwidthMinimalCodePoint = 12288;
var fullwidthMaximumCodePoint = 65510;
var fullwidthRanges = [12288, 12288, 65281, 65376, 65504, 65510];
var wideMinimalCodePoint = 4352;
var wideMaximumCodePoint = 262141;
var wideRanges = [4352, 4447, 8986, 8987, 9001, 9002, 9193, 9196, 9200, 9200, 9203, 9203, 9725, 9726, 9748, 9749, 9776, 9783, 9800, 9811, 9855, 9855, 9866, 9871, 9875, 9875, 9889, 9889, 9898, 9899, 9917, 9918, 9924, 9925, 9934, 9934, 9940, 9940, 9962, 9962, 9970, 9971, 9973, 9973, 9978, 9978, 9981, 9981, 9989, 9989, 9994, 9995, 10024, 10024, 10060, 10060, 10062, 10062, 10067, 10069, 10071, 10071, 10133, 10135, 10160, 10160, 10175, 10175, 11035, 11036, 11088, 11088, 11093, 11093, 11904, 11929, 11931, 12019, 12032, 12245, 12272, 12287, 12289, 12350, 12353, 12438, 12441, 12543, 12549, 12591, 12593, 12686, 12688, 12773, 12783, 12830, 12832, 12871, 12880, 42124, 42128, 42182, 43360, 43388, 44032, 55203, 63744, 64255, 65040, 65049, 65072, 65106, 65108, 65126, 65128, 65131, 94176, 94180, 94192, 94198, 94208, 101594, 101631, 101664, 101760, 101874, 101888, 102801, 102816, 102866, 110576, 110579, 110581, 110587, 110589, 110590, 110592, 110888, 110898, 110898, 110928, 110930, 110933, 110933, 110948, 110952, 110960, 111355, 119552, 119638, 119648, 119670, 126980, 126980, 127183, 127183, 127374, 127374, 127377, 127386, 127406, 127406, 127488, 127490, 127504, 127547, 127552, 127560, 127568, 127569, 127584, 127589, 127744, 127776, 127789, 127797, 127799, 127868, 127870, 127891, 127904, 127946, 127951, 127955, 127968, 127984, 127988, 127988, 127992, 128062, 128064, 128064, 128066, 128252, 128255, 128317, 128331, 128334, 128336, 128359, 128378, 128378, 128405, 128406, 128420, 128420, 128507, 128591, 128640, 128709, 128716, 128716, 128720, 128722, 128725, 128729, 128732, 128735, 128747, 128748, 128756, 128764, 128986, 128986, 128992, 129003, 129008, 129008, 129292, 129338, 129340, 129349, 129351, 129535, 129648, 129660, 129664, 129734, 129736, 129736, 129740, 129757, 129759, 129771, 129775, 129786, 131072, 196605, 196608, 262141];

// node_modules/get-east-asian-width/utilities.js
var isInRange = (ranges, codePoint) => {
  let low = 0;
  let high = Math.floor(ranges.length / 2) - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const i = mid * 2;
    if (codePoint < ranges[i]) {
      high = mid - 1;
    } else if (codePoint > ranges[i + 1]) {
      low = mid + 1;
    } else {
      return true;
    }
  }
  return false;
};

// node_modules/get-east-asian-width/lookup.js
var commonCjkCodePoint = 19968;
var [wideFastPathStart, wideFastPathEnd] = /* @__PURE__ */ findWideFastPathRange(wideRanges);
function findWideFastPathRange(ranges) {
  let fastPathStart = ranges[0];
  let fastPathEnd = ranges[1];
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index];
    const end = ranges[index + 1];
    if (commonCjkCodePoint >= start && commonCjkCodePoint <= end) {
      return [start, end];
    }
    if (end - start > fastPathEnd - fastPathStart) {
      fastPathStart = start;
      fastPathEnd = end;
    }
  }
  return [fastPathStart, fastPathEnd];
}
var isAmbiguous = (codePoint) => {
  if (codePoint < ambiguousMinimalCodePoint || codePoint > ambiguousMaximumCodePoint) {
    return false;
  }
  return isInRange(ambiguousRanges, codePoint);
};
var isFullwidth = (codePoint) => {
  if (codePoint < fullwidthMinimalCodePoint || codePoint > fullwidthMaximumCodePoint) {
    return false;
  }
  return isInRange(fullwidthRanges, codePoint);
};
var isWide = (codePoint) => {
  if (codePoint >= wideFastPathStart && codePoint <= wideFastPathEnd) {
    return true;
  }
  if (codePoint < wideMinimalCodePoint || codePoint > wideMaximumCodePoint) {
    return false;
  }
  return isInRange(wideRanges, codePoint);
};

// node_modules/get-east-asian-width/index.js
function validate(codePoint) {
  if (!Number.isSafeInteger(codePoint)) {
    throw new TypeError(`Expected a code point, got \`${typeof codePoint}\`.`);
  }
}
function eastAsianWidth(codePoint, { ambiguousAsWide = false } = {}) {
  validate(codePoint);
  if (isFullwidth(codePoint) || isWide(codePoint) || ambiguousAsWide && isAmbiguous(codePoint)) {
    return 2;
  }
  return 1;
}

// src/render/layout.ts
function pageOf(options) {
  const paint = options.color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_, text) => text;
  return { width: options.width ?? Infinity, paint };
}
var spanOf = (piece) => typeof piece === "string" ? { text: piece } : piece;
var SGR = /\u001b\[[0-9;]*m/g;
var ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}]/u;
function textWidth(text) {
  const shown = text.replace(SGR, "");
  if (/^[\x20-\x7e]*$/.test(shown)) return shown.length;
  let width = 0;
  for (const ch of shown) width += ZERO_WIDTH.test(ch) ? 0 : eastAsianWidth(ch.codePointAt(0));
  return width;
}
function middleKept(chars, width) {
  let [head, tail, first, last] = [0, 0, 0, chars.length];
  while (first < last) {
    const front = head <= tail;
    const size = textWidth(chars[front ? first : last - 1]);
    if (head + tail + size > width - 1) break;
    if (front) [head, first] = [head + size, first + 1];
    else [tail, last] = [tail + size, last - 1];
  }
  return [first, last];
}
function cutAround(chars, width, from, to) {
  const columns = (a2, b2) => (a2 > 0 ? 1 : 0) + textWidth(chars.slice(a2, b2).join("")) + (b2 < chars.length ? 1 : 0);
  let [a, b] = [from, Math.min(chars.length, Math.max(to, from + 1))];
  if (columns(0, b) <= width) a = 0;
  else if (columns(a, chars.length) <= width) b = chars.length;
  while (b > a + 1 && columns(a, b) > width) b--;
  for (; ; ) {
    const left = a > 0 && columns(a - 1, b) <= width;
    const right = b < chars.length && columns(a, b + 1) <= width;
    if (!left && !right) break;
    if (left && (!right || from - a <= b - to)) a--;
    else b++;
  }
  return `${a > 0 ? "…" : ""}${chars.slice(a, b).join("")}${b < chars.length ? "…" : ""}`;
}
function differing(chars, other) {
  const same = (a, b) => {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i;
  };
  return [same(chars, other), chars.length - same([...chars].reverse(), [...other].reverse())];
}
function pathDiffering(chars, other) {
  const folder = chars.lastIndexOf("/") + 1;
  const name = chars.slice(folder);
  const otherName = other.slice(other.lastIndexOf("/") + 1);
  if (name.join("") === otherName.join("")) return differing(chars, other);
  const [from, to] = differing(name, otherName);
  return [folder + from, folder + to];
}
function cutApart(text, width, others) {
  if (textWidth(text) <= width) return text;
  const chars = [...text];
  const [first, last] = middleKept(chars, width);
  const hidden = others.filter((other) => other !== text).map((other) => pathDiffering(chars, [...other])).filter(([from2, to2]) => from2 >= first && to2 <= last);
  if (hidden.length === 0) return `${chars.slice(0, first).join("")}…${chars.slice(last).join("")}`;
  const from = Math.min(...hidden.map(([from2]) => from2));
  const to = Math.max(...hidden.map(([, to2]) => to2));
  return cutAround(chars, width, from, to);
}
var blank = (text) => text.trim() === "";
function paintLine(pieces, paint) {
  const runs = [];
  let pending = "";
  for (const piece of pieces) {
    if (blank(piece.text)) {
      pending += piece.text;
      continue;
    }
    const last = runs.at(-1);
    if (last === void 0) runs.push({ text: pending + piece.text, code: piece.code });
    else if (last.code === piece.code) last.text += pending + piece.text;
    else runs.push({ text: pending }, { ...piece });
    pending = "";
  }
  return runs.map((run) => run.code === void 0 ? run.text : paint(run.code, run.text)).join("");
}
function wrap({ width, paint }, line, hang) {
  const pieces = (Array.isArray(line) ? line : [line]).flatMap((piece) => {
    const { text, code } = spanOf(piece);
    return text.split(/(?<!(?:^| )(?:=|->))( +)(?!(?:=|->)(?: |$))/).filter((part) => part !== "").map((part) => ({ text: part, code }));
  });
  if (pieces.reduce((sum, piece) => sum + textWidth(piece.text), 0) <= width) return [paintLine(pieces, paint)];
  const indent = pieces[0] !== void 0 && blank(pieces[0].text) ? pieces.shift().text : "";
  const marker = pieces.length > 1 && /^[-!]$/.test(pieces[0].text) && pieces[1].text === " " ? 2 : 0;
  const next = hang ?? " ".repeat(textWidth(indent) + marker);
  const lines = [];
  let current = [{ text: indent }];
  let used = textWidth(indent);
  let words = 0;
  let gap = "";
  for (const piece of pieces) {
    if (blank(piece.text)) {
      gap = piece.text;
      continue;
    }
    const size = textWidth(piece.text);
    if (words > 0 && used + textWidth(gap) + size > width) {
      lines.push(current);
      current = [{ text: next }];
      used = textWidth(next);
      words = 0;
    }
    if (words > 0) {
      current.push({ text: gap });
      used += textWidth(gap);
    }
    current.push(piece);
    used += size;
    words++;
    gap = "";
  }
  lines.push(current);
  return lines.map((pieces2) => paintLine(pieces2, paint));
}
function noticeLines(page, heading, items) {
  if (items.length === 0) return [];
  return [...wrap(page, { text: heading, code: "1;33" }), ...items.flatMap((item) => wrap(page, `  ! ${item}`)), ""];
}
function cuttable(text) {
  return { text, cut: true };
}
var CUT_LEAST = 20;
var GAP = "  ";
var said = (text) => text !== "" && text !== "-";
var longestWord = (text) => Math.max(0, ...text.split(" ").map(textWidth));
function twoLines(text) {
  const words = text.split(" ");
  let least = textWidth(text);
  for (let i = 1; i < words.length; i++) {
    least = Math.min(least, Math.max(textWidth(words.slice(0, i).join(" ")), textWidth(words.slice(i).join(" "))));
  }
  return least;
}
function fill(text, width) {
  const lines = [];
  for (const word of text.split(" ").filter((w) => w !== "")) {
    const last = lines.at(-1);
    if (last !== void 0 && textWidth(last) + 1 + textWidth(word) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}
function gridLines(rows, lines, widths, indent, paint) {
  return rows.flatMap((row2) => {
    const cells = row2.map((span, col) => lines(span, col));
    return Array.from(
      { length: Math.max(1, ...cells.map((cell) => cell.length)) },
      (_, i) => paintLine(
        [
          { text: indent },
          ...row2.flatMap((span, col) => {
            const text = cells[col][i] ?? "";
            const pad = { text: " ".repeat(Math.max(0, widths[col] - textWidth(text))) };
            return [...col === 0 ? [] : [{ text: GAP }], { text, code: span.code }, pad];
          })
        ],
        paint
      )
    );
  });
}
function tableCells(headers, rows) {
  return rows.map((row2) => headers.map((_, col) => spanOf(row2[col] ?? "")));
}
function tableRoom(indent, widths) {
  return textWidth(indent) + widths.reduce((a, b) => a + b, 0) + GAP.length * (widths.length - 1);
}
function wholeWidths(headers, cells) {
  return headers.map((header, col) => Math.max(textWidth(header), ...cells.map((row2) => textWidth(row2[col].text))));
}
function fitsWhole({ width }, headers, rows, indent = "  ") {
  return tableRoom(indent, wholeWidths(headers, tableCells(headers, rows))) <= width;
}
function fitTable(page, headers, rows, indent = "  ") {
  const { width, paint } = page;
  const cells = tableCells(headers, rows);
  const headed = headers.some((header) => header !== "");
  const last = headers.length - 1;
  const room = (widths2) => tableRoom(indent, widths2);
  const widest = (col, measure, of = () => true) => Math.max(
    0,
    ...cells.map((row2) => row2[col]).filter(of).map((span) => measure(span.text))
  );
  const headerRow = headed ? [headers.map((text) => ({ text }))] : [];
  const whole2 = wholeWidths(headers, cells);
  if (room(whole2) <= width) return gridLines([...headerRow, ...cells], (span) => [span.text], whole2, indent, paint);
  const widths = headers.map((header, col) => Math.max(longestWord(header), widest(col, textWidth)));
  const floor = Math.max(longestWord(headers[last]), widest(last, twoLines));
  widths[last] = Math.max(floor, widths[last] - Math.max(0, room(widths) - width));
  const least = widths.map(
    (w, col) => Math.max(
      longestWord(headers[col]),
      widest(col, textWidth, (span) => span.cut !== true),
      Math.min(w, CUT_LEAST)
    )
  );
  for (let over = room(widths) - width; over > 0; over--) {
    const col = widths.reduce((best, w, i) => w > least[i] && (best < 0 || w > widths[best]) ? i : best, -1);
    if (col < 0) break;
    widths[col]--;
  }
  const cuttables = cells.flatMap((row2) => row2.filter((span) => span.cut === true).map((span) => span.text));
  const cut = cells.map(
    (row2) => row2.map(
      (span, col) => span.cut === true && textWidth(span.text) > widths[col] ? { ...span, text: cutApart(span.text, widths[col], cuttables) } : span
    )
  );
  const kinds = (table, col) => new Set(table.map((row2) => row2[col].text)).size;
  const shown = new Map(
    cells.flatMap((row2, r) => row2.flatMap((span, col) => span.cut ? [[cut[r][col].text, span.text]] : []))
  );
  const apart = shown.size === new Set(cuttables).size;
  if (room(widths) <= width && apart && headers.every((_, col) => kinds(cut, col) === kinds(cells, col))) {
    return [
      ...gridLines(headerRow, (span, col) => fill(span.text, widths[col]), widths, indent, paint),
      ...gridLines(
        cut,
        (span, col) => col === last ? fill(span.text, widths[col]) : [span.text],
        widths,
        indent,
        paint
      )
    ];
  }
  const deeper = `${indent}  `;
  const field = (header, span) => header === "" ? [span] : [`${header}: `, span];
  if (!headed) {
    return cells.flatMap(([label, ...rest]) => {
      const fields = rest.flatMap((span) => said(span.text) ? [[span]] : []);
      const line = fields.flatMap((one, i) => i === 0 ? one : [GAP, ...one]);
      return [
        ...wrap(page, [indent, label]),
        ...fields.length === 0 ? [] : wrap(page, [deeper, ...line], `${deeper}  `)
      ];
    });
  }
  const blocks = [];
  for (const row2 of cells) {
    if (row2[0].text === "" && blocks.length > 0) blocks.at(-1).push(row2);
    else blocks.push([row2]);
  }
  return blocks.flatMap((block) => {
    const fields = headers.slice(1).flatMap((header, i) => {
      const values = block.map((row2) => row2[i + 1]).filter((span) => said(span.text));
      if (values.length <= 1)
        return values.flatMap((span) => wrap(page, [deeper, ...field(header, span)], `${deeper}  `));
      return [
        ...header === "" ? [] : wrap(page, [deeper, `${header}:`]),
        ...values.flatMap((span) => wrap(page, [`${deeper}  `, span], `${deeper}    `))
      ];
    });
    return [...wrap(page, [indent, ...field(headers[0], block[0][0])]), ...fields];
  });
}
function shellLines({ width, paint }, words, indent, code) {
  const command = words.join(" ");
  if (textWidth(indent) + textWidth(command) <= width) {
    return [paintLine([{ text: indent }, { text: command, code }], paint)];
  }
  const hang = `${indent}  `;
  const room = width - textWidth(hang) - 2;
  const args = [];
  for (const word of words) {
    const last = args.at(-1);
    const pair = `${last} ${word}`;
    const option = last !== void 0 && /^--?[a-z][\w-]*$/i.test(last) && !word.startsWith("-");
    if (option && textWidth(pair) <= room) args[args.length - 1] = pair;
    else args.push(word);
  }
  const lines = [];
  let line = "";
  for (const arg of args) {
    const lead = lines.length === 0 ? indent : hang;
    if (line !== "" && textWidth(lead) + textWidth(line) + 1 + textWidth(arg) + 2 > width) {
      lines.push(line);
      line = arg;
    } else line = line === "" ? arg : `${line} ${arg}`;
  }
  lines.push(line);
  return lines.map(
    (text, i) => paintLine([{ text: i === 0 ? indent : hang }, { text: i < lines.length - 1 ? `${text} \\` : text, code }], paint)
  );
}
function yamlLines({ width, paint }, line, indent, code) {
  const pair = /^(\s*(?:- )?)([^\s:][^:]*): (.+)$/.exec(line);
  if (pair === null || textWidth(indent) + textWidth(line) <= width) {
    return [paintLine([{ text: indent }, { text: line, code }], paint)];
  }
  const [, lead, key, value] = pair;
  return [
    paintLine([{ text: indent }, { text: `${lead}${key}:`, code }], paint),
    paintLine([{ text: indent + " ".repeat(lead.length + 2) }, { text: value, code }], paint)
  ];
}
function pasteLines(page, language, parts, indent, code) {
  if (language === "sh") return shellLines(page, parts, indent, code);
  return parts.flatMap((line) => yamlLines(page, line, indent, code));
}

// src/render/markdown.ts
var INLINE = { value: (text) => inertText(text), name: (text) => nameSpan(text) };
var IN_TABLE = { value: (text) => inertText(text, { table: true }) };
function decisionIcon(report) {
  const decision = decisionOf(report);
  if (decision === "blocks") return report.verdict === "refused" ? "⛔" : "❌";
  if (decision === "informational") return "ℹ️";
  return report.verdict === "inconclusive" ? "⚠️" : "✅";
}
var VERDICT_ICONS = {
  regression: "❌",
  improvement: "✅",
  "no-regression": "✅",
  inconclusive: "⚠️",
  refused: "⛔"
};
function statusText(report) {
  return `${VERDICT_ICONS[report.verdict]} ${statusWords(report)}`;
}
function row(cells) {
  return `| ${cells.join(" | ")} |`;
}
function details(summary, body) {
  return ["<details>", `<summary>${summary}</summary>`, "", ...body, "", "</details>"].join("\n");
}
function checkTable(report) {
  return [
    row(checkColumns(report)),
    row([":---", "---:", "---:", "---:", "---:", "---:", ":---"]),
    ...report.checks.map((check) => {
      const label = checkName(report, check, (name) => codeSpan(name, { table: true, max: 60 }));
      if (check.delta === null) {
        return row([label, "–", "–", "–", "–", "–", `${VERDICT_ICONS.refused} ${refusedStatus(check, IN_TABLE)}`]);
      }
      const [baseline, candidate, change, interval, limit] = checkNumbers(check);
      return row([label, baseline, candidate, `**${change}**`, interval, limit, statusText(check)]);
    })
  ];
}
var nameSpan = (text) => codeSpan(text, { max: 60 });
var runName = (parts) => listedParts(parts, (part) => codeSpan(part, { max: MAX_RUN_NAME }));
var wholeText = (text) => markdownText(text, Infinity);
var FIX_PAGES = { sh: pageOf({ width: 80 }), yaml: pageOf({}) };
function refusedCheck(report, check, surface) {
  const lines = [];
  if (report.checks.length > 1)
    lines.push(`**${checkName(report, check, nameSpan)} is ${VERDICT_WORDS.refused}.**`, "");
  for (const why of refusalWhy(check)) lines.push(why, "");
  const settings = refusedSettings(check, IN_TABLE);
  if (settings.length > 0) {
    lines.push(row(refusedColumns(check)), row([":---", ":---", ":---"]), ...settings.map(row), "");
  }
  const ids = unmatchedIds(check, { value: (id) => codeSpan(id) });
  if (ids.length > 0) lines.push(...ids.map(([side, list]) => `- ${side}: ${list}`), "");
  const steps = fixSteps(check, INLINE, report);
  if (steps.length === 0) return lines;
  const file = report.config_file === null ? null : codeSpan(report.config_file, { max: 80 });
  const place = file === null ? null : `the check ${check.line === null ? "in" : `at line ${check.line} of`} ${file}`;
  lines.push(place === null ? "**To fix it**" : `To fix it, in ${place}:`, "");
  const block = (edits) => {
    const language = place === null ? surface.language : "yaml";
    const parts = place === null ? surface.fix(edits) : configCheckBlock(fileCheckName(report, check), edits);
    return ["```" + language, ...pasteLines(FIX_PAGES[language], language, parts, "", ""), "```"];
  };
  for (const step of steps) {
    lines.push(`- ${step.text}`);
    if (step.edits !== void 0) lines.push("", ...block(step.edits).map((line) => `  ${line}`), "");
  }
  return [...lines, ""];
}
function inconclusiveLines(report) {
  const inconclusive = inconclusiveChecks(report, nameSpan);
  if (inconclusive === null) return [];
  const { heading, items, rule } = inconclusive;
  return [heading, "", ...items.map((item) => `- ${item}`), "", ...rule === null ? [] : [rule, ""]];
}
function checkExtras(check, chart) {
  const extras = [];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) extras.push(changesDetails(check));
  if (check.curve.length > 1) extras.push(curveDetails(check, chart));
  extras.push(runsDetails(check));
  return extras;
}
function checkDetails(report, check) {
  const change = check.delta === null ? "" : `, ${signedChange(check.delta.value)} points`;
  const summary = `${checkName(report, check, (name) => htmlCode(name, 60))}: ${statusText(check)}${change}`;
  const body = [runsLine(check, runName), ...checkNotes(report, check, INLINE), ...checkExtras(check, false)];
  return details(summary, [body.join("\n\n")]);
}
function changedUnits(count, unit) {
  return count === 1 ? `the one ${unit} that changed` : `the ${grouped(count)} ${unit}s that changed`;
}
function changesDetails(report) {
  const table = (title, flips, total) => [
    `**${title}** (${shownOf(flips.length, total)})`,
    "",
    row(["problem", "baseline", "candidate", "change (points)"]),
    row([":---", "---:", "---:", "---:"]),
    ...flips.map(
      (f) => row([codeSpan(f.id, { table: true }), ...percentPair(f.baseline, f.candidate), signedChange(f.delta)])
    )
  ];
  const { dropped, gained } = report.changed;
  const body = [
    ...report.flips.length > 0 ? [...table("Got worse", report.flips, dropped), ""] : [],
    ...report.gains.length > 0 ? table("Got better", report.gains, gained) : []
  ];
  return details(`Per-problem changes${atK(report)}: ${dropped} got worse, ${gained} got better`, body);
}
function axisRange(values) {
  const low = Math.min(...values) * 100;
  const high = Math.max(...values) * 100;
  const pad = Math.max(2, (high - low) * 0.15);
  return [Math.max(0, Math.floor((low - pad) / 5) * 5), Math.min(100, Math.ceil((high + pad) / 5) * 5)];
}
var BASELINE_COLOUR = "#8c959f";
var CANDIDATE_COLOUR = "#0969da";
function curveDetails(report, chart) {
  const name = metricAtK(report, "k");
  const ks = report.curve.map((p) => p.k === report.k ? `**${p.k}** (gate)` : String(p.k));
  const last = report.curve.at(-1).k;
  return details(`${name} at other budgets, k = ${report.curve[0].k} to ${last}`, [
    row(["k", ...ks]),
    row([":---", ...ks.map(() => "---:")]),
    row(["baseline (%)", ...report.curve.map((p) => (p.baseline * 100).toFixed(1))]),
    row(["candidate (%)", ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]),
    row(["change (points)", ...report.curve.map((p) => signedChange(p.candidate - p.baseline))]),
    "",
    ...chart ? curveChart(report, name) : [`The gate decides at k = ${report.k}; the other budgets are context.`]
  ]);
}
function curveChart(report, name) {
  const labels = report.curve.map((p) => p.k === report.k ? `"${p.k} (gate)"` : `"${p.k}"`);
  const [low, high] = axisRange(report.curve.flatMap((p) => [p.baseline, p.candidate]));
  const series = (pick) => `[${report.curve.map((p) => (pick(p) * 100).toFixed(1)).join(", ")}]`;
  return [
    `Baseline in grey, candidate in blue. The gate decides at k = ${report.k}; the other budgets are context.`,
    "",
    "```mermaid",
    // xychart has no legend: fixed colours tell the lines apart.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BASELINE_COLOUR}, ${CANDIDATE_COLOUR}"}}}}%%`,
    "xychart-beta",
    `  x-axis "k" [${labels.join(", ")}]`,
    `  y-axis "${name} (%)" ${low} --> ${high}`,
    `  line ${series((p) => p.baseline)}`,
    `  line ${series((p) => p.candidate)}`,
    "```"
  ];
}
var CONFIG_ICONS = {
  equal: "✅ ",
  differs: "❌ ",
  missing: "❌ ",
  unrecorded: "",
  greedy: ""
};
function configRows(report) {
  return shownConfigRows(report).map(
    (r) => row([
      IN_TABLE.value(r.key),
      ...configCells(r, IN_TABLE.value, report),
      r.checked ? `${CONFIG_ICONS[r.status]}${configStatusWords(r)}`.trim() : ""
    ])
  );
}
var FILES_ROOM = 68;
function runsDetails(report) {
  const summary = `Runs and decoding config: ${configSummary(report)}`;
  const others = bothSidesFiles(report);
  const longest = (side) => Math.max(...sideFiles(side, (name) => name).map(textWidth));
  const file = (side, other) => {
    const room = FILES_ROOM - Math.min(longest(other), FILES_ROOM / 2);
    const files = sideFiles(side, (name) => codeSpan(cutApart(name, room, others), { table: true, max: Infinity }));
    const merged2 = side.sources === void 0 ? "" : `, ${side.sources.length} files merged`;
    return `${files.join("<br>")} (${side.format}, ${grouped(side.problems)} problems${merged2})`;
  };
  const model = (side) => {
    const name = report[side].model;
    if (name !== null) return codeSpan(name, { table: true, max: 60 });
    return report[side].models !== void 0 ? "differs across files" : "not recorded";
  };
  const judged = (side) => judgedCell(side, wholeText);
  const anyJudged = report.baseline.judgement != null || report.candidate.judgement != null;
  const merged = report.baseline.sources !== void 0 || report.candidate.sources !== void 0;
  return details(summary, [
    row(["", sideName(report, "baseline"), "candidate", "checked"]),
    row([":---", ":---", ":---", ":---"]),
    row(["model", model("baseline"), model("candidate"), ""]),
    row([
      merged ? "files" : "file",
      file(report.baseline, report.candidate),
      file(report.candidate, report.baseline),
      ""
    ]),
    ...anyJudged ? [row(["judged by", judged(report.baseline), judged(report.candidate), ""])] : [],
    ...configRows(report)
  ]);
}
function flipP(pValue, resamples, said2) {
  const formula = `(count + 1)/(${resamples} + 1)`;
  const count = "where count is the flips with a mean change at least as large in size, either way";
  const bound = /^p < (.*)$/.exec(said2);
  if (bound === null) return `${said2} = ${formula}, ${count}`;
  const flips = Math.round(pValue * (resamples + 1)) - 1;
  return `p = ${formula}, ${count}: here ${flips}, so p = ${flips + 1}/${resamples + 1}, below ${bound[1]}`;
}
function checkMethod(report) {
  const b = report.bootstrap;
  const delta = report.delta;
  const alpha = report.multiplicity.level;
  const level = levelText(delta.confidence);
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha });
  const changed = delta.moved.worse + delta.moved.better;
  return [
    `**Score.** Per problem, ${metricAtK(report, "k")}${atK(report)} is ${estimatorText(report)}; a run's score is the mean over the ${grouped(report.problems.compared)} problems both runs have.`,
    b.method === "t" ? `**Interval.** The ${level} interval of the change is a t interval on ${delta.df} degrees of freedom around the mean change, with the ${b.unit === "cluster" ? "cluster-robust " : ""}standard error over the ${grouped(b.units)} ${b.unit === "cluster" ? "groups of problems" : "problems"}: with few groups the shape of a bootstrap distribution is itself noise.` : `**Interval.** The ${level} interval of the change is a paired ${intervalMethodName(b.method)} bootstrap: the ${grouped(b.units)} ${b.unit}s are resampled with replacement ${grouped(b.resamples)} times (seed ${b.seed}), the same draw for both runs; samples inside a problem are never resampled.`,
    changed === 0 ? `**Sign-flip test.** Whether anything changed at all: no ${b.unit} changed, so ${p}.` : delta.p_exact ? `**Sign-flip test.** Whether anything changed at all: ${p} is the share of all sign patterns of ${changedUnits(changed, b.unit)} whose mean change is at least as large in size as the one seen, either way (counted exactly).` : `**Sign-flip test.** Whether anything changed at all: each ${b.unit}'s change is flipped in sign at random ${grouped(b.resamples)} times; ${flipP(delta.p_value, b.resamples, p)}.`,
    `**Verdict.** Regression: the whole interval is below the limit (${limitText(delta.margin)} points) and the sign-flip test agrees (p < ${alpha}); improvement: the whole interval is above 0 and the test agrees; no regression: the interval's low end is at or above the limit; otherwise inconclusive.`,
    `**Power.** ${powerSentence(report)} It depends on the number of problems, the samples per problem, the limit and the confidence.`
  ];
}
function gateMethod(report) {
  const { method, family_size: m, confidence, alpha } = report.multiplicity;
  const intervals = new Set(
    report.checks.filter((check) => check.delta !== null).map(
      ({ bootstrap: b }) => b.method === "t" ? `a t interval of the change on G − 1 degrees of freedom (G the ${b.unit === "cluster" ? "groups" : "problems"})` : `a paired ${intervalMethodName(b.method)} bootstrap interval of the change (${grouped(b.resamples)} resamples, seed ${b.seed})`
    )
  );
  const paragraphs = [
    `**Each check** is compared as one comparison is: the metric at its k per problem, averaged; ${[...intervals].join(" or ") || "an interval of the change"}; and a sign-flip test of whether anything changed at all.`
  ];
  if (method === "none") {
    paragraphs.push(
      `**Per check.** With multiplicity none every check is tested on its own at ${alpha} and its interval is at confidence ${confidence}: the more checks, the likelier that one of them fails by noise alone.`
    );
    return paragraphs;
  }
  const levels = jointLevelsText(report);
  const jointly = "the joint tests below count checks of the same problems as fewer checks";
  paragraphs.push(
    method === "holm" ? `**Family-wise error (Holm's step-down method).** The checks' sign-flip p-values are taken from the smallest: ` + (levels === null ? `the i-th of the ${m} is tested at ${alpha} / (${m} − i + 1)` : `each is tested at its step's level (${levels}; not ${alpha} / (${m} − i + 1): ${jointly})`) + `, until one is not below its level; that one and all after it claim no change. Each check's interval is at the level it was tested at (a check that claims nothing, at the level of the step where the method stopped), so its verdict and its interval agree.` : `**Family-wise error (Bonferroni).** Every check is tested at ` + (levels === null ? `${alpha} / ${m}` : `${levels} (not ${alpha} / ${m}: ${jointly})`) + ` and its interval is at that level, so all the intervals hold together with confidence ${confidence}.`
  );
  if (report.multiplicity.joint.length > 0) {
    paragraphs.push(
      "**Checks of the same problems** are tested jointly: the same random sign flips of each problem give the chance that the smallest of their p-values falls below a level by noise alone, which replaces their Bonferroni share (the min-p method of Westfall and Young); when they move together it is smaller, and their levels less strict."
    );
  }
  paragraphs.push(
    `**Verdict.** As for one comparison, with the check's interval at its level and its adjusted p-value: a regression needs the whole interval below the limit and the adjusted p below ${alpha}.`
  );
  return paragraphs;
}
function methodDetails(report, docsUrl) {
  const paragraphs = report.checks.length === 1 ? checkMethod(report.checks[0]) : gateMethod(report);
  if (docsUrl !== void 0) paragraphs.push(`[How the gate decides](${docsUrl})`);
  return details("How this was computed", [paragraphs.join("\n\n")]);
}
function renderMarkdown(report, options = {}) {
  const surface = options.surface ?? ACTION_SURFACE;
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const head = [`### ${decisionIcon(report)} ${gateDecisionLine(report, INLINE)}`, ""];
  const cautions = headlineCautions(report, nameSpan, wholeText);
  if (cautions.length === 1) head.push("> [!CAUTION]", `> ${cautions[0]}`, "");
  if (cautions.length > 1) head.push("> [!CAUTION]", ...cautions.map((caution) => `> - ${caution}`), "");
  const context = contextText(report, runName);
  head.push(options.name === void 0 ? context : `${nameSpan(options.name)} · ${context}`, "");
  if (many) head.push(...checkTable(report), "", familyErrorSentence(report), "");
  else {
    head.push(...markdownOriginLines(one));
    const note = inconclusiveNote(one);
    if (note !== null) head.push(note, "");
    if (one.verdict !== "refused") head.push(...checkTable(report), "");
  }
  for (const check of report.checks)
    if (check.verdict === "refused") head.push(...refusedCheck(report, check, surface));
  if (many) head.push(...inconclusiveLines(report));
  else for (const note of loneCheckNotes(one)) head.push(note, "");
  const warnings = listedWarnings(report, nameSpan, wholeText);
  if (warnings.length > 0) head.push("> [!WARNING]", ...warnings.map((w) => `> - ${w}`), "");
  const extras = many ? report.checks.map((check) => checkDetails(report, check)) : checkExtras(one, true);
  if (many || one.delta !== null) extras.push(methodDetails(report, options.docsUrl));
  return fitted(head, extras, options);
}
function fitted(head, extras, options) {
  const assemble = (parts, trimmed) => {
    const body = [...head, ...parts.flatMap((part) => [part, ""])];
    if (trimmed) body.push(`_${options.trimmedNote ?? "Some details were left out to fit."}_`, "");
    return `${body.join("\n").trimEnd()}
`;
  };
  const limit = options.maxLength ?? Infinity;
  let kept = extras;
  let text = assemble(kept, false);
  while (text.length > limit && kept.length > 0) {
    const largest = kept.reduce((big, part, i) => part.length > kept[big].length ? i : big, 0);
    kept = kept.filter((_, i) => i !== largest);
    text = assemble(kept, true);
  }
  return text.length > limit ? `${text.slice(0, Math.max(0, limit - 2))}…
` : text;
}

// src/render/terminal.ts
var TERMINAL_CHANGES = 10;
var TERMINAL_CHANGES_PER_CHECK = 5;
function decisionColour(report) {
  const decision = decisionOf(report);
  if (decision === "blocks") return "1;31";
  if (decision === "informational") return "1;36";
  return report.verdict === "inconclusive" ? "1;33" : "1;32";
}
function status(check, words) {
  return { text: words, code: decisionColour(check) };
}
var whole = (text) => terminalText(text, Infinity);
function runName2(room) {
  const named = (part) => terminalText(part, MAX_RUN_NAME);
  return (parts, others) => {
    const name = listedParts(parts, named);
    if (textWidth(name) <= room) return name;
    const first = cutApart(named(parts[0]), room, others.map(named));
    return parts.length === 1 ? first : `${first} + ${parts.length - 1} more`;
  };
}
function checkTable2(report, page) {
  return fitTable(
    page,
    checkColumns(report),
    report.checks.map(
      (check) => check.delta === null ? [checkName(report, check, whole), "-", "-", "-", "-", "-", status(check, refusedStatus(check, PLAIN_TEXT))] : [checkName(report, check, whole), ...checkNumbers(check), status(check, statusWords(check))]
    )
  );
}
function changeLines(report, limit, page, indent = "", code) {
  const row2 = (f) => [
    cuttable(terminalText(f.id, 60)),
    percentPair(f.baseline, f.candidate).join(" -> "),
    signedChange(f.delta)
  ];
  const rows = (changes) => fitTable(page, ["", "", ""], changes.slice(0, limit).map(row2), `${indent}    `);
  const { dropped, gained } = report.changed;
  const heading = `${indent}Per-problem changes${atK(report)}: ${dropped} got worse, ${gained} got better`;
  const lines = wrap(page, { text: heading, code });
  if (report.flips.length > 0) lines.push(`${indent}  got worse`, ...rows(report.flips));
  if (report.gains.length > 0) lines.push(`${indent}  got better`, ...rows(report.gains));
  return lines;
}
function refusedLines(report, check, surface, page) {
  const many = report.checks.length > 1;
  const settings = refusedSettings(check, PLAIN_TEXT);
  const ids = unmatchedIds(check, PLAIN_TEXT).flatMap(([side, list]) => wrap(page, `  ${side}: ${list}`));
  const blocks = [settings.length === 0 ? [] : fitTable(page, refusedColumns(check), settings), ids].filter(
    (block) => block.length > 0
  );
  const lines = many ? [
    ...wrap(page, [
      { text: `${checkName(report, check, whole)}:`, code: "1" },
      " ",
      status(check, verdictGist(check, PLAIN_TEXT))
    ]),
    ...blocks.flat()
  ] : blocks.flatMap((block) => [...block, ""]);
  const file = report.config_file;
  const steps = fixSteps(check, PLAIN_TEXT, report);
  if (steps.length === 0) return many ? [...lines, ""] : lines;
  const place = file === null ? null : `${terminalText(file, 80)}${check.line === null ? "" : ` (the check at line ${check.line})`}`;
  const heading = place !== null ? `  To fix it, in ${place}:` : many ? "  To fix it:" : { text: "To fix it", code: "1" };
  lines.push(...wrap(page, heading));
  const paste = (language, parts) => pasteLines(page, language, parts, "      ", "36");
  for (const step of steps) {
    lines.push(...wrap(page, `  - ${step.text}`));
    if (step.edits === void 0) continue;
    if (place !== null) lines.push(...paste("yaml", configCheckBlock(fileCheckName(report, check), step.edits)));
    else if (surface !== void 0) lines.push(...paste(surface.language, surface.fix(step.edits)));
  }
  return [...lines, ""];
}
function renderRefusals(report, surface) {
  const page = pageOf({});
  const lines = report.checks.filter((check) => check.verdict === "refused").flatMap((check) => refusedLines(report, check, surface, page));
  return lines.length === 0 ? "" : `${lines.join("\n").trimEnd()}
`;
}
function checkLines(report, check, page) {
  const change = check.delta === null ? "" : `, ${signedChange(check.delta.value)} points`;
  const lines = [
    ...wrap(page, [
      { text: `${checkName(report, check, whole)}:`, code: "1" },
      " ",
      status(check, `${statusWords(check)}${change}`)
    ]),
    ...wrap(page, { text: `  ${runsLine(check, runName2(page.width - 2))}`, code: "2" }),
    ...checkNotes(report, check, PLAIN_TEXT).flatMap((note) => wrap(page, `  ${note}`))
  ];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    lines.push(...changeLines(check, TERMINAL_CHANGES_PER_CHECK, page, "  "));
  }
  return [...lines, ""];
}
function configLines(report, page) {
  const value = (text) => terminalText(text, 200);
  const judged = (side) => judgedCell(side, value);
  const [baseline, candidate] = [report.baseline, report.candidate].map((side) => sideFiles(side, whole));
  const files = Math.max(baseline.length, candidate.length);
  return [
    "Runs and decoding config",
    ...fitTable(
      page,
      ["", sideName(report, "baseline"), "candidate", "checked"],
      [
        ...Array.from({ length: files }, (_, i) => [
          i > 0 ? "" : files > 1 ? "files" : "file",
          cuttable(baseline[i] ?? ""),
          cuttable(candidate[i] ?? ""),
          ""
        ]),
        ...report.baseline.judgement != null || report.candidate.judgement != null ? [["judged by", judged(report.baseline), judged(report.candidate), ""]] : [],
        ...shownConfigRows(report).map((row2) => [
          value(row2.key),
          ...configCells(row2, value, report),
          configStatusWords(row2)
        ])
      ]
    ),
    ""
  ];
}
function curveLines(report, page) {
  const ks = report.curve.map((p) => p.k === report.k ? `${p.k} (gate)` : String(p.k));
  const value = (side, i) => (report.curve[i][side] * 100).toFixed(1);
  const across = [
    ["baseline", ...ks.map((_, i) => value("baseline", i))],
    ["candidate", ...ks.map((_, i) => value("candidate", i))]
  ];
  const table = fitsWhole(page, ["k", ...ks], across) ? fitTable(page, ["k", ...ks], across) : fitTable(
    page,
    ["k", "baseline", "candidate"],
    ks.map((k, i) => [k, value("baseline", i), value("candidate", i)])
  );
  return [...wrap(page, `${metricAtK(report, "k")} at other budgets (%)`), ...table, ""];
}
function methodLines(report, page) {
  const { delta, bootstrap: b } = report;
  if (delta === null) return [];
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha: report.multiplicity.level });
  const interval = b.method === "t" ? `t interval on ${delta.df} degrees of freedom over ${b.units} ${b.unit === "cluster" ? "groups (cluster-robust standard error)" : "problems"}` : `paired ${intervalMethodName(b.method)} bootstrap over ${grouped(b.units)} ${b.unit}s, ${grouped(b.resamples)} resamples, seed ${b.seed}`;
  const lines = wrap(page, { text: `Method: ${interval}; sign-flip test ${p}.`, code: "2" });
  if (powerNote(report) === null) lines.push(...wrap(page, { text: `Power: ${powerSentence(report)}`, code: "2" }));
  return lines;
}
function warningLines(report, page) {
  return noticeLines(page, "Warnings", listedWarnings(report, whole, whole));
}
function loneCheckLines(report, check, surface, page) {
  const lines = [];
  if (check.verdict === "refused") lines.push(...refusedLines(report, check, surface, page));
  else {
    const note = inconclusiveNote(check);
    if (note !== null) lines.push(...wrap(page, `  ${note}`), "");
    lines.push(...checkTable2(report, page), "");
    for (const note2 of loneCheckNotes(check)) lines.push(...wrap(page, `  ${note2}`), "");
  }
  if (check.flips.length > 0 || check.gains.length > 0) {
    lines.push(...changeLines(check, TERMINAL_CHANGES, page, "", "1"), "");
  }
  const origin = terminalOriginLines(check).flatMap(
    (line) => wrap(page, line, " ".repeat(/^ *\S+ +/.exec(line)?.[0].length ?? 0))
  );
  lines.push(...origin, ...configLines(check, page));
  if (check.curve.length > 1) lines.push(...curveLines(check, page));
  return [...lines, ...warningLines(report, page), ...methodLines(check, page)];
}
function checksLines(report, surface, page) {
  const lines = [...checkTable2(report, page), "", ...wrap(page, `  ${familyErrorSentence(report)}`), ""];
  for (const check of report.checks) {
    if (check.verdict === "refused") lines.push(...refusedLines(report, check, surface, page));
  }
  const inconclusive = inconclusiveChecks(report, whole);
  if (inconclusive !== null) {
    const { heading, items, rule } = inconclusive;
    lines.push(...wrap(page, heading), ...items.flatMap((item) => wrap(page, `  - ${item}`)));
    lines.push(...rule === null ? [] : wrap(page, `  ${rule}`), "");
  }
  for (const check of report.checks) if (check.verdict !== "refused") lines.push(...checkLines(report, check, page));
  lines.push(...warningLines(report, page));
  const method = familyMethodText(report);
  if (method !== null) lines.push(...wrap(page, { text: `Method: ${method}.`, code: "2" }));
  return lines;
}
function renderTerminal(report, options = {}) {
  const page = pageOf(options);
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const lines = [
    ...wrap(page, { text: gateDecisionLine(report, PLAIN_TEXT), code: decisionColour(report) }),
    ...headlineCautions(report, whole, whole).flatMap((caution) => wrap(page, `  ! ${caution}`)),
    ...wrap(page, { text: `  ${contextText(report, runName2(page.width - 2))}`, code: "2" }),
    "",
    ...many ? checksLines(report, options.surface, page) : loneCheckLines(report, one, options.surface, page)
  ];
  return `${lines.join("\n").trimEnd()}
`;
}

export {
  pageOf,
  wrap,
  noticeLines,
  fitTable,
  ACTION_SURFACE,
  renderMarkdown,
  runName2 as runName,
  renderRefusals,
  renderTerminal
};
