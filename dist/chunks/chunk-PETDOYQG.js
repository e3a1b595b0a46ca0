import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  DEFAULT_OPTIONS,
  TIE_TOLERANCE,
  fewestSignificantUnits,
  points
} from "./chunk-4VRRUHI7.js";
import {
  metricLabel,
  simulatedUsers
} from "./chunk-IYQLLMCI.js";
import {
  bothRanTrials,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  UNSHOWABLE,
  counted,
  unseenEscaped,
  unseenRemoved
} from "./chunk-Y3XH2ARF.js";

// src/render/escape.ts
var MAX_TEXT = 80;
var MAX_RUN_NAME = 300;
var WORD_JOINER = "\u2060";
function terminalText(text, max = MAX_TEXT) {
  const shown = text.replace(UNSHOWABLE, " ");
  if (shown.length <= max) return shown;
  const chars = [...shown.slice(0, 2 * max)];
  return chars.length <= max && shown.length <= 2 * max ? shown : `${chars.slice(0, max - 1).join("")}\u2026`;
}
function logText(text) {
  return text.replace(/##\[/g, "## [").replace(/^(\s*):(?=:)/gm, "$1: ");
}
function codeSpan(text, options = {}) {
  let body = terminalText(text, options.max ?? MAX_TEXT);
  if (body.trim() === "") return body === "" ? "` `" : `\`${body}\``;
  if (options.table) body = body.replace(/\|/g, "\\|");
  const fence = "`".repeat(Math.max(1, ...(body.match(/`+/g) ?? []).map((run) => run.length + 1)));
  const pad = body.startsWith("`") || body.endsWith("`") || body.startsWith(" ") && body.endsWith(" ") ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}
function htmlCode(text, max) {
  return `<code>${terminalText(text, max).replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</code>`;
}
function inertText(text, options = {}) {
  const plain = /^[A-Za-z0-9][\w.+/-]{0,39}$/.test(text) && !/_$/.test(text) && !/[0-9a-f]{7}/i.test(text) && !/www\./i.test(text) && !/\bgh-\d/i.test(text);
  return plain ? text : codeSpan(text, options);
}
var HASH = /\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b\u2026?/gi;
function markdownProse(text, start) {
  const escaped = text.replace(/[\\`*[\]~$|<>]|&(?=#?\w+;)|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, (ch) => `\\${ch}`).replace(/:\/\//g, `:${WORD_JOINER}//`).replace(/\b(www)\./gi, `$1${WORD_JOINER}.`).replace(/\b(GH)-/gi, `$1${WORD_JOINER}-`).replace(/\b(?=[0-9]*[a-f])[0-9a-f]{7,}\b/gi, (hex) => hex.replace(/.{6}(?=.)/g, `$&${WORD_JOINER}`)).replace(/(?<![A-Za-z0-9])@|@(?=[\w-]*\.[A-Za-z])/g, `@${WORD_JOINER}`).replace(/#/g, `#${WORD_JOINER}`);
  if (!start) return escaped;
  return escaped.replace(
    /^(\s*)([-+=]|\d+(?=[.)]))/,
    (_, space, mark) => /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`
  );
}
function markdownText(text, max = MAX_TEXT) {
  const shown = terminalText(text, max);
  let out = "";
  let at = 0;
  for (const hash of shown.matchAll(HASH)) {
    out += `${markdownProse(shown.slice(at, hash.index), at === 0)}\`${hash[0]}\``;
    at = hash.index + hash[0].length;
  }
  return out + markdownProse(shown.slice(at), at === 0);
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
var LINE_ONE_COLOURS = { blocks: "1;31", canMerge: "1;32", undecided: "1;33", informational: "1;36" };
function pageOf(options) {
  const paint = options.color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_, text) => text;
  return { width: options.width ?? Infinity, paint, windows: options.windows === true };
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
  return `${a > 0 ? "\u2026" : ""}${chars.slice(a, b).join("")}${b < chars.length ? "\u2026" : ""}`;
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
  const nameStart = (units) => Math.max(units.lastIndexOf("/"), units.lastIndexOf("\\")) + 1;
  const folder = nameStart(chars);
  const name = chars.slice(folder);
  const otherName = other.slice(nameStart(other));
  if (name.join("") === otherName.join("")) return differing(chars, other);
  const [from, to] = differing(name, otherName);
  return [folder + from, folder + to];
}
var CUT_UNIT = /\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|[^]/gu;
function cutUnits(text) {
  return text.match(CUT_UNIT) ?? [];
}
function cutApart(text, width, others) {
  if (textWidth(text) <= width) return text;
  const chars = cutUnits(text);
  const [first, last] = middleKept(chars, width);
  const hidden = others.filter((other) => other !== text).map((other) => pathDiffering(chars, cutUnits(other))).filter(([from2, to2]) => from2 >= first && to2 <= last);
  if (hidden.length === 0) return `${chars.slice(0, first).join("")}\u2026${chars.slice(last).join("")}`;
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
    return text.split(/(?<!(?:^| )(?:=|->|[<>\u2264\u2265]=?))( +)(?!(?:=|->|[<>\u2264\u2265]=?)(?: |$))/).filter((part) => part !== "").map((part) => ({ text: part, code }));
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
function cuttable(text, full) {
  return { text, cut: true, full };
}
var ID_END = 500;
function idHeadTail(id) {
  if (id.length <= 2 * ID_END + 1) return id;
  const head = /[\ud800-\udbff]/.test(id.charAt(ID_END - 1)) ? ID_END - 1 : ID_END;
  const tail = /[\udc00-\udfff]/.test(id.charAt(id.length - ID_END)) ? ID_END - 1 : ID_END;
  return `${id.slice(0, head)}\u2026${id.slice(-tail)}`;
}
function reading(id) {
  return unseenRemoved(id.replace(UNSHOWABLE, " ")).replace(/\s+/gu, " ").trim().normalize("NFC");
}
function readAlike(some, others) {
  const read = new Map(others.map((id) => [reading(id), id]));
  return some.some((id) => read.has(reading(id)) && read.get(reading(id)) !== id);
}
function unseenShown(id) {
  const unit = (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return unseenEscaped(id).replace(/[^\S ]|^ +| +$| {2,}/gu, (run) => [...run].map(unit).join(""));
}
function normalForm(id) {
  if (id === id.normalize("NFC")) return "NFC";
  return id === id.normalize("NFD") ? "NFD" : "not normalised";
}
function idsApart(ids, max) {
  const kept = ids.map(idHeadTail);
  const read = kept.map(reading);
  const alike = (i) => kept.some((other, j) => other !== kept[i] && read[j] === read[i]);
  const shown = kept.map((id, i) => alike(i) ? unseenShown(id) : id.replace(UNSHOWABLE, " "));
  const normal = shown.map((id) => id.normalize("NFC"));
  const fulls = shown.map((id, i) => {
    const marked = shown.some((other, j) => other !== id && normal[j] === normal[i]);
    return marked ? `${id} (${normalForm(id)})` : id;
  });
  return fulls.map((full) => ({ text: cutApart(full, max, fulls), full }));
}
var CUT_LEAST = 20;
function cutRoom({ width }, used) {
  return Math.max(CUT_LEAST, width - used);
}
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
  return rows.flatMap((row) => {
    const cells = row.map((span, col) => lines(span, col));
    return Array.from(
      { length: Math.max(1, ...cells.map((cell) => cell.length)) },
      (_, i) => paintLine(
        [
          { text: indent },
          ...row.flatMap((span, col) => {
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
  return rows.map((row) => headers.map((_, col) => spanOf(row[col] ?? "")));
}
function tableRoom(indent, widths) {
  return textWidth(indent) + widths.reduce((a, b) => a + b, 0) + GAP.length * (widths.length - 1);
}
function wholeWidths(headers, cells) {
  return headers.map((header, col) => Math.max(textWidth(header), ...cells.map((row) => textWidth(row[col].text))));
}
function fitsWhole({ width }, headers, rows) {
  return tableRoom("  ", wholeWidths(headers, tableCells(headers, rows))) <= width;
}
function fitTable(page, headers, rows, indent = "  ") {
  const { width, paint } = page;
  const cells = tableCells(headers, rows);
  const headed = headers.some((header) => header !== "");
  const last = headers.length - 1;
  const room = (widths2) => tableRoom(indent, widths2);
  const widest = (col, measure, of = () => true) => Math.max(
    0,
    ...cells.map((row) => row[col]).filter(of).map((span) => measure(span.text))
  );
  const headerRow = headed ? [headers.map((text) => ({ text }))] : [];
  const whole = wholeWidths(headers, cells);
  if (room(whole) <= width) return gridLines([...headerRow, ...cells], (span) => [span.text], whole, indent, paint);
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
  const uncut = (span) => span.full ?? span.text;
  const cuttables = cells.flatMap((row) => row.filter((span) => span.cut === true).map(uncut));
  const cut = cells.map(
    (row) => row.map(
      (span, col) => span.cut === true && textWidth(span.text) > widths[col] ? { ...span, text: cutApart(uncut(span), widths[col], cuttables) } : span
    )
  );
  const kinds = (table, col) => new Set(table.map((row) => row[col].text)).size;
  const shown = new Map(
    cells.flatMap((row, r) => row.flatMap((span, col) => span.cut ? [[cut[r][col].text, uncut(span)]] : []))
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
  const stackedShown = /* @__PURE__ */ new Map();
  let alike = false;
  const fitted = (span, lead) => {
    if (span.cut !== true) return span;
    const room2 = cutRoom(page, textWidth(lead));
    const text = textWidth(span.text) > room2 ? cutApart(uncut(span), room2, cuttables) : span.text;
    if ((stackedShown.get(text) ?? uncut(span)) !== uncut(span)) alike = true;
    stackedShown.set(text, uncut(span));
    return { ...span, text };
  };
  const stacked = stackedLines(page, headers, cells, indent, fitted);
  return alike ? stackedLines(page, headers, cells, indent, (span) => span) : stacked;
}
function stackedLines(page, headers, cells, indent, fitted) {
  const deeper = `${indent}  `;
  const field = (lead, header, span) => {
    const label = header === "" ? "" : `${header}: `;
    return [lead, label, fitted(span, `${lead}${label}`)];
  };
  if (!headers.some((header) => header !== "")) {
    return cells.flatMap(([label, ...rest]) => {
      const fields = rest.filter((span) => said(span.text)).map((span) => fitted(span, `${deeper}  `));
      const line = fields.flatMap((span, i) => i === 0 ? [span] : [GAP, span]);
      return [
        ...wrap(page, [indent, fitted(label, indent)]),
        ...fields.length === 0 ? [] : wrap(page, [deeper, ...line], `${deeper}  `)
      ];
    });
  }
  const blocks = [];
  for (const row of cells) {
    if (row[0].text === "" && blocks.length > 0) blocks.at(-1).push(row);
    else blocks.push([row]);
  }
  return blocks.flatMap((block) => {
    const fields = headers.slice(1).flatMap((header, i) => {
      const values = block.map((row) => row[i + 1]).filter((span) => said(span.text));
      if (values.length <= 1) return values.flatMap((span) => wrap(page, field(deeper, header, span), `${deeper}  `));
      return [
        ...header === "" ? [] : wrap(page, [deeper, `${header}:`]),
        ...values.flatMap((span) => wrap(page, field(`${deeper}  `, "", span), `${deeper}    `))
      ];
    });
    return [...wrap(page, field(indent, headers[0], block[0][0])), ...fields];
  });
}
function shellLines({ width, paint, windows }, words, indent, code) {
  const command = words.join(" ");
  if (windows || textWidth(indent) + textWidth(command) <= width) {
    return [paintLine([{ text: indent }, { text: command, code }], paint)];
  }
  const hang = `${indent}  `;
  const room = width - textWidth(hang) - 2;
  const args = [];
  for (const word of words) {
    const last = args.at(-1);
    const pair = `${last} ${word}`;
    const option = last !== void 0 && /^--?[a-z][\w-]*$/i.test(last) && (word === "-" || !word.startsWith("-"));
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

// src/render/format.ts
function grouped(count) {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function percent(value, digits = 1) {
  return value === null ? "n/a" : `${(value * 100).toFixed(digits)}%`;
}
function readsWhole(value, digits) {
  const text = percent(value, digits);
  return value !== 0 && /^-?0\.?0*%$/.test(text) || value !== 1 && /^100\.?0*%$/.test(text);
}
function scorePercent(value) {
  let digits = 1;
  while (digits < 20 && readsWhole(value, digits)) digits += 1;
  return percent(value, digits);
}
function percentPair(baseline, candidate, change) {
  const digits = pairDigits(baseline, candidate, change);
  return [percent(baseline, digits), percent(candidate, digits)];
}
function pairDigits(baseline, candidate, change = "") {
  let digits = Math.min(2, Math.max(1, change.split(".")[1]?.length ?? 0));
  while (baseline !== candidate && digits < 20 && (percent(baseline, digits) === percent(candidate, digits) || readsWhole(baseline, digits) || readsWhole(candidate, digits))) {
    digits += 1;
  }
  return digits;
}
function signedPoints(value, digits = 1) {
  const text = points(value, digits);
  return text.startsWith("-") || /^0\.?0*$/.test(text) ? text : `+${text}`;
}
function onItsSide(inPoints, limit, first, write, from) {
  const side = (value) => Math.abs(value - limit) <= 1e-9 ? 0 : Math.sign(value - limit);
  let text = first;
  for (let digits = from; side(Number(text)) !== side(inPoints) && digits <= 15; digits++) text = write(digits);
  return text;
}
function marginPoints(margin) {
  const given = String(Number((margin * 100).toPrecision(12)));
  return given.includes(".") ? given : `${given}.0`;
}
function articleFor(numberText) {
  const whole = numberText.replace(/^[+-]/, "").split(".")[0];
  return whole.startsWith("8") || whole === "11" || whole === "18" ? "an" : "a";
}
function levelText(confidence) {
  return `${Number((confidence * 100).toFixed(6))}%`;
}
function twoDigitDecimals(value) {
  return Math.min(100, 1 - Math.floor(Math.log10(value)));
}
function sizeInPoints(value) {
  const inPoints = value * 100;
  if (Math.abs(inPoints) >= 0.05 || inPoints === 0) return points(value);
  return inPoints.toFixed(twoDigitDecimals(Math.abs(inPoints))).replace(/(\.\d*?)0+$/, "$1");
}
function unchanged(value) {
  return Math.abs(value) <= TIE_TOLERANCE;
}
function signedChange(value) {
  if (unchanged(value)) return "0.0";
  return value < 0 ? sizeInPoints(value) : `+${sizeInPoints(value)}`;
}
function shownOf(shown, total) {
  if (shown < total) return `largest ${shown} of ${grouped(total)}`;
  return total === 1 ? "1" : total === 2 ? "both" : `all ${grouped(total)}`;
}
function wordsOf(report) {
  return unitWords(bothRanTrials(report.baseline, report.candidate));
}
function samplesText(samples) {
  return `n = ${samples.min === samples.max ? samples.min : `${samples.min}-${samples.max}`}`;
}
function suiteText(report) {
  const { compared, samples } = report.problems;
  const groups = report.bootstrap.unit === "cluster" ? ` in ${grouped(report.bootstrap.units)} groups` : "";
  return `${grouped(compared)} ${wordsOf(report).problem}s${groups}${samples === void 0 ? "" : `, ${samplesText(samples)}`}`;
}
function problemsText(report, problems) {
  const suite = `${grouped(problems)} ${wordsOf(report).problem}s`;
  if (report.bootstrap.unit !== "cluster") return suite;
  const groups = Math.max(1, Math.round(report.bootstrap.units * problems / report.problems.compared));
  return `${suite} in about ${grouped(groups)} groups`;
}
function unitsText({ unit }, count, problem) {
  return counted(count, unit === "cluster" ? "group" : problem);
}
function wouldCatch(suite, drop, probability) {
  const size = sizeInPoints(drop);
  return `${suite} would catch ${articleFor(size)} ${size}-point drop ${Math.round(probability * 100)}% of the time`;
}
function planText(report, drop) {
  const settings = [
    ["metric", report.metric, DEFAULT_OPTIONS.metric],
    ["k", report.k, DEFAULT_OPTIONS.k],
    ["submit", report.submit ?? DEFAULT_OPTIONS.submit, DEFAULT_OPTIONS.submit],
    ["margin", report.delta.margin, DEFAULT_OPTIONS.margin],
    ["confidence", report.delta.confidence, DEFAULT_OPTIONS.confidence]
  ];
  const flags = settings.filter(([, value, given]) => value !== given).map(([name, value]) => ` --${name} ${value}`);
  return `passk-gate plan --target ${drop}${flags.join("")} sizes the suite from both runs`;
}
function wholeScoreText(drop, chance, score, suite) {
  return `This suite cannot detect a regression at this size: the smallest drop it catches ${chance}, ${sizeInPoints(drop)} points, is at least the baseline's whole score (${percent(score)}; ${suite}).`;
}
function zeroScoreText(problems, metric, problem) {
  const none = metric.metric === "pass@k" ? `passes none of the ${grouped(problems)} ${problem}s` : `scores 0 at ${metricAtK(metric)} on every one of the ${grouped(problems)} ${problem}s`;
  return `The baseline ${none}: the candidate cannot score lower, so this gate can only report an improvement.`;
}
var FEWEST_PROBLEMS_FOR_POWER = 30;
function fewProblemsForPower(report) {
  return report.bootstrap.unit === "problem" && report.problems.compared < FEWEST_PROBLEMS_FOR_POWER;
}
var fewProblemsPower = (problem) => ` Below ${FEWEST_PROBLEMS_FOR_POWER} ${problem}s that figure is optimistic: in simulation such a drop was caught a third of the time at 8 ${problem}s and 72% at 20.`;
function powerSentence(report) {
  if (report.delta === null) return null;
  const { power, margin } = report.delta;
  const chance = `${Math.round(power.probability * 100)}% of the time`;
  if (report.baseline.value === 0) return zeroScoreText(report.problems.compared, report, wordsOf(report).problem);
  if (power.detect !== null) {
    const { drop, problems } = power.detect;
    const suite = problems === null ? null : `${problemsText(report, problems)} (${samplesText(report.problems.samples)})`;
    const more = suite === null ? "" : ` ${wouldCatch(suite, drop, power.probability)} (${planText(report, drop)}).`;
    return `${wholeScoreText(power.drop, chance, report.baseline.value, suiteText(report))}${more}`;
  }
  const loose = margin > 0 && power.drop > 2 * margin ? ` That is more than twice the ${marginPoints(margin)}-point limit: a drop just past the limit would likely pass.` : "";
  if (power.limit === "noise") {
    return `This gate catches drops of ${sizeInPoints(power.drop)} points or more ${chance} (${suiteText(report)}).${fewProblemsForPower(report) ? fewProblemsPower(wordsOf(report).problem) : ""}${loose}`;
  }
  const bound = power.floor_units <= fewestSignificantUnits(report.multiplicity.level) ? "at least" : "about";
  return `This gate can flag a drop only once ${bound} ${power.floor_units} of the ${unitsText(report.bootstrap, report.bootstrap.units, wordsOf(report).problem)} get worse and none better, ${sizeInPoints(power.floor_drop)} points or more; fewer cannot be told from run-to-run noise (${suiteText(report)}).${loose}`;
}
function testedP(report, checks, name) {
  const { p_value, p_exact } = report.delta;
  const alpha = report.multiplicity.level;
  const p = `${name}${pValueText(p_value, { exact: p_exact, alpha })}`;
  return checks <= 1 ? p : `${p}; in a gate of ${checks} checks this one needed p below ${levelBelow(alpha)}`;
}
function levelBelow(alpha) {
  for (let digits = 1; digits <= 4; digits++) {
    const written = Number(alpha.toPrecision(digits));
    if (written <= alpha && alpha - written <= alpha * 1e-12) return written;
  }
  const scale = 10 ** (1 - Math.floor(Math.log10(alpha)));
  return Math.floor(alpha * scale) / scale;
}
var NO_MARGIN_STEP = "set margin to the largest drop you accept";
var noMarginAdvice = (problem) => `without a margin a candidate that did not change stays inconclusive however many ${problem}s are run: ` + NO_MARGIN_STEP;
function directionsText(moved) {
  const { worse, better } = moved;
  if (worse > 0 && better > 0) return `${worse} worse and ${better} better`;
  const [count, way] = better === 0 ? [worse, "worse"] : [better, "better"];
  return count === 1 ? `for the ${way}` : count === 2 ? `both ${way}` : `all ${count} ${way}`;
}
function inconclusiveReason(report, checks = 1) {
  if (report.verdict !== "inconclusive" || report.delta === null) return null;
  const { ci, margin, p_exact, moved, p_value, power } = report.delta;
  const changed = moved.worse + moved.better;
  const directions = directionsText(moved);
  const tooFew = p_exact && p_value >= report.multiplicity.level && changed < power.floor_units;
  const limit = margin > 0 ? `the ${marginPoints(margin)}-point limit` : "zero";
  if (ci[1] >= -margin && !tooFew) {
    if (report.delta.value < -margin) {
      const reaches = margin > 0 && ci[1] >= 0 ? `the interval ${ci[1] > 0 ? "reaches above" : "ends at"} zero (and so above ${limit})` : `the interval ${ci[1] > -margin ? "reaches above" : "ends at"} ${limit}`;
      if (ci[1] < 0 && p_value < report.multiplicity.level) {
        return `the drop is larger than run-to-run noise (the interval lies below 0), but ${reaches}, so the suite cannot show it exceeds the limit`;
      }
      return `${reaches}, so the suite cannot tell this drop from run-to-run noise`;
    }
    const worse = margin > 0 ? "at most that much worse" : `not worse; ${noMarginAdvice(wordsOf(report).problem)}`;
    return `the interval reaches below ${limit}, so the suite cannot show the candidate is ${worse}`;
  }
  if (p_exact) {
    return `only ${unitsText(report.bootstrap, changed, wordsOf(report).problem)} changed, ${directions}: too few to tell from run-to-run noise (${testedP(report, checks, "exact sign test ")})`;
  }
  return `the interval lies below ${limit}, but the sign-flip test does not confirm a change (${testedP(report, checks, "")}): ${unitsText(report.bootstrap, changed, wordsOf(report).problem)} changed, ${directions}, which run-to-run noise can explain`;
}
function riseUnconfirmed(report) {
  return report.verdict === "no-regression" && report.delta !== null && report.delta.ci[0] > 0;
}
function unconfirmedRiseReason(report, checks) {
  if (!riseUnconfirmed(report)) return null;
  return `the interval lies above 0, but the sign-flip test does not confirm a rise (${testedP(report, checks, "")}), so it counts as no regression, not an improvement`;
}
function degreesOfFreedomText(df) {
  if (Number.isInteger(df)) return String(df);
  let digits = 1;
  while (digits < 6 && Number.isInteger(Number(df.toFixed(digits)))) digits++;
  return df.toFixed(digits);
}
function intervalMethodName(method) {
  return method.replace("-", " ");
}
function pValueText(p, { exact = false, alpha }) {
  if (p < 1e-3 && alpha >= 1e-3) return "p < 0.001";
  if (p === 1) return "p = 1";
  const written = (digits2) => p < 1e-3 ? p.toExponential(digits2 - 1) : exact ? String(Number(p.toPrecision(digits2))) : p.toPrecision(digits2);
  let digits = exact ? 3 : 2;
  const below = (value) => value < alpha;
  const misread = (text) => below(text) !== below(p) || text === alpha !== (p === alpha);
  while (digits < 6 && misread(Number(written(digits)))) digits++;
  return `p = ${written(digits)}`;
}
function judgementText(judgement) {
  if (judgement == null) return null;
  const dataset = judgement.format === "bigcodebench" ? "suite" : "dataset";
  const criterion = simulatedUsers(judgement) ? "user simulator" : "criterion";
  return [
    judgement.format,
    ...judgement.criterion === void 0 ? [] : [`${criterion} ${judgement.criterion}`],
    ...judgement.dataset === void 0 ? [] : [`${dataset} ${judgement.dataset}`]
  ].join(", ");
}
function configValueText(value) {
  return value === void 0 ? "(absent)" : typeof value === "string" ? value : JSON.stringify(value);
}
function metricAtK(report, k = report.k) {
  return metricLabel(report.metric, k, report.submit);
}
function oracleSentence(report) {
  const oracle = report.oracle;
  if (oracle === void 0 || report.delta === null || report.submit === oracle.k) return null;
  const lost = (side) => points(oracle[side] - (report[side].value ?? 0));
  const loss = lost("baseline") === "0.0" && lost("candidate") === "0.0" ? "picking by score loses none of it, to a tenth of a point" : `picking by score loses part of it: baseline ${lost("baseline")} points, candidate ${lost("candidate")} points`;
  return `Oracle pass@${oracle.k} (if the tests could pick among the ${oracle.k} samples): baseline ${percent(oracle.baseline)}, candidate ${percent(oracle.candidate)} (${signedChange(oracle.candidate - oracle.baseline)} points); ${loss}.`;
}
function estimatorText(report, sample) {
  switch (report.metric) {
    case "pass@k":
      return `the unbiased estimator 1 \u2212 C(n\u2212c, k)/C(n, k) from its n ${sample}s and c passes`;
    case "pass^k":
      return `the unbiased estimator C(c, k)/C(n, k) from its n ${sample}s and c passes`;
    case "n@k": {
      const submit = report.submit ?? 1;
      const submitted = submit === 1 ? "the one with the highest score" : `one of the ${submit} with the highest scores`;
      return `the exact chance that, of k ${sample}s drawn from its n without replacement, ${submitted} passes (ties broken at random), summed over score groups rather than simulated`;
    }
    case "pass-ratio@n":
      return `the mean over its n ${sample}s of (tests passed / tests)\xB2`;
  }
}
function atK(report) {
  return report.metric === "pass-ratio@n" ? "" : ` at k = ${report.k}`;
}

export {
  MAX_RUN_NAME,
  terminalText,
  logText,
  codeSpan,
  htmlCode,
  inertText,
  markdownText,
  LINE_ONE_COLOURS,
  pageOf,
  textWidth,
  cutApart,
  wrap,
  noticeLines,
  cuttable,
  readAlike,
  idsApart,
  cutRoom,
  fitsWhole,
  fitTable,
  pasteLines,
  grouped,
  percent,
  scorePercent,
  percentPair,
  pairDigits,
  signedPoints,
  onItsSide,
  marginPoints,
  articleFor,
  levelText,
  twoDigitDecimals,
  sizeInPoints,
  unchanged,
  signedChange,
  shownOf,
  wordsOf,
  samplesText,
  problemsText,
  unitsText,
  wouldCatch,
  planText,
  wholeScoreText,
  zeroScoreText,
  fewProblemsForPower,
  powerSentence,
  levelBelow,
  NO_MARGIN_STEP,
  noMarginAdvice,
  inconclusiveReason,
  riseUnconfirmed,
  unconfirmedRiseReason,
  degreesOfFreedomText,
  intervalMethodName,
  pValueText,
  judgementText,
  configValueText,
  metricAtK,
  oracleSentence,
  estimatorText,
  atK
};
