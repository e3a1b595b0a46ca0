import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  NO_MARGIN_ADVICE,
  configValueText,
  grouped,
  inconclusiveReason,
  levelBelow,
  levelText,
  metricAtK,
  oracleSentence,
  pValueText,
  percent,
  powerSentence,
  riseUnconfirmed,
  samplesText,
  signedChange,
  sizeInPoints,
  unchanged,
  unconfirmedRiseReason,
  wouldCatch
} from "./chunk-IDLP4543.js";
import {
  smallestGateLevel
} from "./chunk-XZOKZOQE.js";
import {
  ranTrials
} from "./chunk-XNXZAWS5.js";
import {
  fewestSignificantUnits,
  points
} from "./chunk-6GAESIC3.js";
import {
  AGAINST_THE_BASE
} from "./chunk-GWY3WH4H.js";
import {
  terminalText
} from "./chunk-WLESCBLO.js";
import {
  filledConfig
} from "./chunk-3F4DEH7P.js";
import {
  configPairsText,
  configValuesEqual,
  listWords
} from "./chunk-6H7HEUSY.js";

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
  const cuttables = cells.flatMap((row) => row.filter((span) => span.cut === true).map((span) => span.text));
  const cut = cells.map(
    (row) => row.map(
      (span, col) => span.cut === true && textWidth(span.text) > widths[col] ? { ...span, text: cutApart(span.text, widths[col], cuttables) } : span
    )
  );
  const kinds = (table, col) => new Set(table.map((row) => row[col].text)).size;
  const shown = new Map(
    cells.flatMap((row, r) => row.flatMap((span, col) => span.cut ? [[cut[r][col].text, span.text]] : []))
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
  for (const row of cells) {
    if (row[0].text === "" && blocks.length > 0) blocks.at(-1).push(row);
    else blocks.push([row]);
  }
  return blocks.flatMap((block) => {
    const fields = headers.slice(1).flatMap((header, i) => {
      const values = block.map((row) => row[i + 1]).filter((span) => said(span.text));
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

// src/render/decision.ts
var nameText = (style) => style.name ?? style.value;
var PLAIN_TEXT = { value: (text) => terminalText(text, 60) };
function decisionOf(report) {
  if (report.failed) return "blocks";
  return report.fail_on === "never" ? "informational" : "can-merge";
}
var DECISION_WORDS = {
  blocks: "Blocks merge",
  "can-merge": "Can merge",
  informational: "Informational: this gate does not block"
};
var VERDICT_WORDS = {
  regression: "regression",
  improvement: "improvement",
  "no-regression": "no regression",
  inconclusive: "inconclusive",
  refused: "not compared"
};
function limitText(margin) {
  return margin === 0 ? "0.0" : `-${points(margin)}`;
}
function intervalText(ci) {
  return `${signedChange(ci[0])} to ${signedChange(ci[1])}`;
}
function tableLevel(report) {
  const many = report.checks.length > 1;
  const confidence = many ? report.multiplicity.confidence : report.checks[0].delta.confidence;
  return { level: levelText(confidence), together: many && report.multiplicity.method !== "none" };
}
function checkColumns(report) {
  const { level, together } = tableLevel(report);
  const interval = `${level} interval${together ? " (all checks together)" : ""}`;
  return ["check", "baseline", "candidate", "change (points)", interval, "limit", "status"];
}
function tableInterval(report, ci) {
  const { level, together } = tableLevel(report);
  return together ? `${level} interval, all checks together: ${intervalText(ci)}` : `${level} interval ${intervalText(ci)}`;
}
function statusWords(report) {
  return `${VERDICT_WORDS[report.verdict]}${riseUnconfirmed(report) ? ": rise not confirmed" : ""}`;
}
function refusedStatus(report, style) {
  const where = fixSteps(report, style).length > 0 ? "fix below" : "details below";
  return `${VERDICT_WORDS.refused}: ${refusalGist(report, style)}; ${where}`;
}
function checkNumbers(report) {
  const delta = report.delta;
  return [
    percent(report.baseline.value),
    percent(report.candidate.value),
    signedChange(delta.value),
    intervalText(delta.ci),
    limitText(delta.margin)
  ];
}
function movedBy(value) {
  if (unchanged(value)) return "did not move";
  return `${value < 0 ? "fell" : "rose"} ${sizeInPoints(Math.abs(value))} points`;
}
function verdictGist(report, style, subject = metricAtK(report), interval = (ci) => `${levelText(report.delta.confidence)} interval ${intervalText(ci)}`) {
  if (report.delta === null) return `${VERDICT_WORDS.refused}, ${refusalGist(report, style)}`;
  const metric = metricAtK(report);
  const { value, margin } = report.delta;
  switch (report.verdict) {
    case "regression":
      return `${subject} ${movedBy(value)}${margin > 0 ? `, more than the ${points(margin)}-point limit` : ""}`;
    case "improvement":
      return `${subject} ${movedBy(value)}`;
    case "no-regression":
      return margin > 0 ? `no drop in ${metric} beyond the ${points(margin)}-point limit (${signedChange(value)} points)` : `no drop in ${metric} (${signedChange(value)} points)`;
    default:
      return `${subject} ${movedBy(value)} (${interval(report.delta.ci)})`;
  }
}
var UNDECIDED = "not enough evidence";
function checkDecisionLine(report, style) {
  const decision = decisionOf(report);
  const words = DECISION_WORDS[decision];
  if (decision === "informational" && report.verdict === "regression") {
    return `${words}. It would have blocked: ${verdictGist(report, style)}`;
  }
  if (report.verdict === "inconclusive") {
    const undecided = decision === "informational" ? ". Not enough evidence" : `, ${UNDECIDED}`;
    return `${words}${undecided}: ${verdictGist(report, style)}`;
  }
  return `${words}: ${verdictGist(report, style)}`;
}
function evidenceText(report) {
  if (report.delta === null) return null;
  const [baseline, candidate, , interval, limit] = checkNumbers(report);
  return `${baseline} -> ${candidate}, ${levelText(report.delta.confidence)} interval ${interval}, limit ${limit}`;
}
function sentence(text) {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
function inconclusiveRule(report) {
  if (report.verdict !== "inconclusive" || report.delta === null) return null;
  const metric = metricAtK(report);
  const { margin } = report.delta;
  const worse = margin > 0 ? `${metric} is at most ${points(margin)} points worse` : `${metric} is not worse`;
  return failOnRule(report.fail_on, `the suite must show ${worse}, and it does not`);
}
function failOnRule(failOn, unshown) {
  if (failOn === "inconclusive") return `With fail-on inconclusive ${unshown}.`;
  if (failOn === "regression") return "With fail-on regression only a drop the suite can show blocks the merge.";
  return null;
}
function inconclusiveNote(report) {
  const reason = inconclusiveReason(report);
  if (reason === null) return null;
  return [confirmText(report), sentence(reason), inconclusiveRule(report)].filter((part) => part !== null).join(" ");
}
function confirmText(report) {
  const confirm = report.delta?.power.confirm;
  if (confirm == null) return null;
  const samples = samplesText(report.problems.samples);
  const problems = confirm.problems === null ? null : `${grouped(confirm.problems)} problems at ${samples}`;
  const more = confirm.samples != null ? `n = ${confirm.samples} on these ${grouped(report.problems.compared)} problems` : null;
  const either = [problems, more].filter((size) => size !== null);
  const drop = confirm.drop;
  if (either.length === 0) return `No suite of any size at ${samples} would catch a ${sizeInPoints(drop)}-point drop.`;
  const also = confirm.samples === void 0 && !greedy(report) ? "; more samples per problem help too" : "";
  const suites = `${either.join(", or ")}${either.length > 1 ? "," : ""}`;
  const caught = wouldCatch(suites, drop, report.delta.power.probability);
  return `To decide it: ${caught}${also} (passk-gate plan sizes the suite).`;
}
function greedy(report) {
  const row = report.config.rows.find((r) => r.key === "temperature");
  const zero = (value) => value !== void 0 && configValuesEqual(value, 0);
  return row !== void 0 && zero(row.baseline) && zero(row.candidate);
}
function moreDataText(report) {
  const { margin, ci } = report.delta;
  const more = greedy(report) ? "More problems" : "More problems, or more samples per problem,";
  if (margin > 0) return `${more} would make the suite decisive.`;
  if (ci[1] >= 0) return null;
  return `${more} would confirm a drop that is real; but ${NO_MARGIN_ADVICE}.`;
}
function powerNote(report) {
  if (report.verdict !== "no-regression" && report.verdict !== "inconclusive") return null;
  const power = powerSentence(report);
  if (power === null) return null;
  const more = report.verdict === "inconclusive" && report.delta.power.confirm === null ? moreDataText(report) : null;
  return more === null ? power : `${power} ${more}`;
}
var allOf = (items) => listWords(items, "and");
function configRefusals(report, kind) {
  return report.refusals.filter((r) => r.kind === kind);
}
function sideName(report, side) {
  return side === "baseline" && report.anchor !== void 0 ? "anchor" : side;
}
function refusalGist(report, style) {
  const baseline = sideName(report, "baseline");
  const first = report.refusals.find((r) => r.kind === "no-common-problems") ?? report.refusals[0];
  if (first === void 0) return report.reasons[0] ?? "the comparison is not valid";
  const value = (v) => style.value(configValueText(v));
  switch (first.kind) {
    case "config-differs": {
      const differs = configRefusals(report, "config-differs");
      if (differs.length > 1) return `${allOf(differs.map((r) => style.value(r.key)))} differ`;
      return `${style.value(first.key)} differs (${baseline} ${value(first.baseline)}, candidate ${value(first.candidate)})`;
    }
    case "config-missing": {
      const missing = configRefusals(report, "config-missing");
      const keys = listWords(missing.map((r) => style.value(r.key)));
      const sides = new Set(missing.map((r) => r.missing.join(" ")));
      if (sides.size > 1) return `the decoding config is incomplete (${allOf(missing.map((r) => style.value(r.key)))})`;
      return first.missing.length === 2 ? `neither run records ${keys}` : `the ${sideName(report, first.missing[0])} does not record ${keys}`;
    }
    case "problems-differ": {
      const parts = [];
      if (first.only_baseline > 0) parts.push(`${first.only_baseline} only in the ${baseline}`);
      if (first.only_candidate > 0) parts.push(`${first.only_candidate} only in the candidate`);
      return `the problem sets differ (${parts.join(", ")})`;
    }
    case "no-common-problems":
      return "the runs share no problem";
    case "judgement-differs": {
      const fields = allOf(first.fields.map((field) => JUDGEMENT_WORDS[field]));
      return `the runs were judged differently (${fields} ${first.fields.length === 1 ? "differs" : "differ"})`;
    }
    case "positions-unpairable":
      return first.ids === null ? `problems are paired by position but the lists differ in length (${first.baseline} and ${first.candidate})` : `the ${first.ids === "baseline" ? "candidate" : baseline} names problems only by position, the ${sideName(report, first.ids)} by id`;
  }
}
var JUDGEMENT_WORDS = {
  format: "harness",
  criterion: "pass criterion",
  dataset: "suite or dataset version"
};
function refusalWhy(report) {
  const kinds = new Set(report.refusals.map((r) => r.kind));
  const judged = "A pass judged by other tests (another harness, pass criterion, suite or dataset version) means something else, so the gate compares only runs judged alike.";
  const sampled = "Scores sampled with different decoding settings measure different things, so the gate compares only runs whose temperature is known and whose recorded settings agree.";
  return [
    ...kinds.has("judgement-differs") ? [judged] : [],
    ...kinds.has("config-differs") || kinds.has("config-missing") ? [sampled] : []
  ];
}
function refusedColumns(report) {
  return ["setting", sideName(report, "baseline"), "candidate"];
}
function refusedSettings(report, style) {
  const judged = (judgement, field) => {
    const recorded = judgement[field];
    return recorded === void 0 || recorded === "" ? "not recorded" : style.value(recorded);
  };
  return report.refusals.flatMap((r) => {
    if (r.kind === "config-differs" || r.kind === "config-missing") {
      const value = (side) => r.kind === "config-missing" && r.missing.includes(side) ? "not recorded" : style.value(configValueText(r[side]));
      return [[style.value(r.key), value("baseline"), value("candidate")]];
    }
    if (r.kind !== "judgement-differs") return [];
    return ["format", "criterion", "dataset"].filter((field) => r.baseline[field] !== void 0 || r.candidate[field] !== void 0).map((field) => [JUDGEMENT_WORDS[field], judged(r.baseline, field), judged(r.candidate, field)]);
  });
}
function unmatchedIds(report, style) {
  const lines = [];
  const ids = (list, count) => `${list.map((id) => style.value(id)).join(", ")}${count > list.length ? ` and ${count - list.length} more` : ""}`;
  for (const r of report.refusals) {
    if (r.kind !== "problems-differ" && r.kind !== "no-common-problems") continue;
    const { only_baseline: baseline, only_candidate: candidate } = report.problems;
    if (baseline > 0) lines.push([`only in the ${sideName(report, "baseline")}`, ids(r.baseline_ids, baseline)]);
    if (candidate > 0) lines.push(["only in the candidate", ids(r.candidate_ids, candidate)]);
  }
  return lines;
}
var changes = (step) => step.edits !== void 0;
function filledFor(check, side) {
  return filledConfig({ rows: check.config.rows, refusals: check.refusals }, side);
}
var PICK_ANCHOR = "pick it with the anchor selector commit:SHA or ref:REF";
function driftPair(gate, check) {
  if (gate === void 0) return void 0;
  const i = gate.checks.indexOf(check);
  if (check.anchor !== void 0) {
    const base = gate.checks[i - 1];
    return base !== void 0 && base.anchor === void 0 ? { base, anchor: check } : void 0;
  }
  const anchor = gate.checks[i + 1];
  return anchor?.anchor !== void 0 ? { base: check, anchor } : void 0;
}
function fileCheckName(gate, check) {
  const name = driftPair(gate, check)?.base.name;
  const suffix = ` ${AGAINST_THE_BASE}`;
  return name?.endsWith(suffix) ? name.slice(0, -suffix.length) : check.name;
}
function baselineRow(check, key) {
  const row = check.config.rows.find((r) => r.key === key);
  return { value: row?.baseline, checked: row?.checked ?? false };
}
function disagreements(pair) {
  if (pair === void 0) return [];
  return pair.base.config.rows.filter((row) => row.checked && row.baseline !== void 0).filter((row) => {
    const anchor = baselineRow(pair.anchor, row.key).value;
    return anchor !== void 0 && !configValuesEqual(anchor, row.baseline);
  }).map((row) => row.key);
}
function disagreedHere(report, pair) {
  const refused = new Set(
    report.refusals.flatMap((r) => r.kind === "config-differs" || r.kind === "config-missing" ? [r.key] : [])
  );
  return disagreements(pair).filter((key) => refused.has(key));
}
function disagreementStep(pair, keys, style) {
  const value = (check, key) => style.value(configValueText(baselineRow(check, key).value));
  const settings = keys.map(
    (key) => `${style.value(key)}: baseline ${value(pair.base, key)}, anchor ${value(pair.anchor, key)}`
  );
  return {
    text: `The baseline and the anchor (${pair.anchor.anchor.commit.slice(0, 7)}) were sampled at different settings (${settings.join("; ")}), and no candidate run can match both: anchor on a record sampled as the baseline was (${PICK_ANCHOR}), or re-run the baseline and the candidate at the anchor's settings.`
  };
}
function otherAgrees(other, values) {
  if (other === void 0) return false;
  return [...values].every(([key, value]) => {
    const recorded = baselineRow(other, key).value;
    return value !== void 0 && recorded !== void 0 && configValuesEqual(recorded, value);
  });
}
function differsSteps(report, style, pair) {
  const differs = configRefusals(report, "config-differs");
  if (differs.length === 0) return [];
  const settings = (side) => allOf(differs.map((r) => `${style.value(r.key)} ${style.value(configValueText(r[side]))}`));
  const anchored = report.anchor !== void 0;
  const apart = disagreedHere(report, pair).length > 0;
  const steps = [
    ...apart ? [] : [
      {
        text: `Re-run the candidate's eval at ${settings("baseline")}, as the ${sideName(report, "baseline")} was run.`
      }
    ],
    {
      text: anchored ? `Or, if serving has moved to ${settings("candidate")}, anchor on a run recorded at it (${PICK_ANCHOR}).` : `Or, if serving has moved to ${settings("candidate")}, regenerate the baseline at ${settings("candidate")} and make it the new baseline.`
    }
  ];
  for (const side of anchored ? ["candidate"] : ["candidate", "baseline"]) {
    const typed = differs.filter(
      (r) => report.config.rows.find((row) => row.key === r.key)?.[`${side}Source`] === "user"
    );
    if (typed.length === 0) continue;
    const other = side === "baseline" ? "candidate" : "baseline";
    const corrected = new Map(typed.map((r) => [r.key, r[other]]));
    if (pair !== void 0 && side === "candidate") {
      if (!otherAgrees(anchored ? pair.base : pair.anchor, corrected)) continue;
    }
    const pairs = filledFor(report, side);
    for (const [key, value] of corrected) pairs.set(key, value);
    const correct = {
      text: `Or, if ${side}-config gave the wrong value and the ${side} ran at the ${sideName(report, other)}'s settings, correct it:`,
      edits: { [`${side}-config`]: configPairsText(pairs) },
      does: `correct ${side}-config`,
      corrects: true
    };
    steps.push(correct);
  }
  return steps;
}
function anchorMissingStep(anchor, keys, style) {
  const them = keys.length === 1 ? "it" : "them";
  return {
    text: `The anchor (${anchor.commit.slice(0, 7)}) was recorded without ${listWords(keys.map(style.value))}, and a record is never rewritten: anchor on a run recorded with ${them} (${PICK_ANCHOR}), or record the default branch's runs with ${them} from now on (history add --config; the action records what candidate-config gives) and anchor on one of those.`
  };
}
function givenConfigs(report, pair) {
  const from = /* @__PURE__ */ new Set();
  let blanks = false;
  let baselineFilled = false;
  const anchorLacks = [];
  const edits = {};
  const missing = (check, side) => configRefusals(check, "config-missing").filter((r) => r.missing.includes(side));
  if (pair === void 0) {
    const sides = report.anchor === void 0 ? ["baseline", "candidate"] : ["candidate"];
    for (const side of sides) {
      const lacking = missing(report, side);
      if (lacking.length === 0) continue;
      edits[`${side}-config`] = configPairsText(filledFor(report, side));
      const other = side === "baseline" ? "candidate" : "baseline";
      if (lacking.some((r) => r.missing.length === 1)) from.add(sideName(report, other));
      if (lacking.some((r) => r.missing.length === 2)) blanks = true;
    }
    return { edits, from, blanks, anchorLacks };
  }
  const { base, anchor } = pair;
  const candidate = filledFor(base, "candidate");
  const baseline = filledFor(base, "baseline");
  const lackingKeys = [...missing(base, "candidate"), ...missing(anchor, "candidate")].map((r) => r.key);
  for (const key of new Set(lackingKeys)) {
    const [inBase, inAnchor] = [baselineRow(base, key), baselineRow(anchor, key)];
    const value = inBase.value ?? inAnchor.value;
    candidate.set(key, value);
    if (value === void 0) blanks = true;
    else from.add(inBase.value !== void 0 ? "baseline" : "anchor");
    if (inBase.value === void 0 && inBase.checked) {
      baseline.set(key, value);
      baselineFilled = true;
    }
    if (inAnchor.value === void 0 && inAnchor.checked) anchorLacks.push(key);
  }
  for (const r of missing(base, "baseline")) {
    if (!r.missing.includes("candidate")) from.add("candidate");
  }
  if (lackingKeys.length > 0) edits["candidate-config"] = configPairsText(candidate);
  if (missing(base, "baseline").length > 0 || baselineFilled) edits["baseline-config"] = configPairsText(baseline);
  return { edits, from, blanks, anchorLacks };
}
function missingSteps(report, style, pair) {
  const missing = configRefusals(report, "config-missing");
  if (missing.length === 0) return [];
  const { edits, from, blanks, anchorLacks } = givenConfigs(report, pair);
  const own = report.anchor === void 0 ? [] : missing.filter((r) => r.missing.includes("baseline"));
  const lacking = [.../* @__PURE__ */ new Set([...own.map((r) => r.key), ...anchorLacks])];
  const anchor = pair?.anchor.anchor ?? report.anchor;
  const anchorStep = anchor === void 0 || lacking.length === 0 ? [] : [anchorMissingStep(anchor, lacking, style)];
  const mends = report.anchor === void 0 || missing.some((r) => r.missing.includes("candidate"));
  if (!mends || Object.keys(edits).length === 0 || disagreedHere(report, pair).length > 0) return anchorStep;
  const given = Object.keys(edits).map((option) => option.replace("-config", ""));
  const whose = given.length === 1 ? `the ${given[0]}'s` : pair === void 0 ? "both runs'" : "the candidate's and the baseline's";
  const parts = [`Give ${whose} settings to the gate`];
  if (from.size > 0) {
    parts.push(
      given.length === 2 && pair === void 0 ? "a value filled in is the other run's: change it if this run was not sampled with it" : `the values filled in are ${allOf([...from].map((name) => `the ${name}'s`))}: change any ${given.length === 1 ? `the ${given[0]}` : "a run"} was not sampled with`
    );
  }
  if (pair !== void 0 && given.includes("baseline") && from.has("anchor")) {
    parts.push("the baseline needs the anchor's values too, or the check against the base refuses them");
  }
  if (blanks) parts.push("fill in each empty value (an empty one is refused)");
  const lead = [`Each change below also gives ${whose} settings to the gate`, ...parts.slice(1)].join("; ");
  const give = { text: `${parts.join("; ")}:`, edits, does: `give ${whose} settings`, lead: `${lead}.` };
  return [...anchorStep, give];
}
function fewestProblems(gate) {
  if (gate === void 0) return void 0;
  const { method, confidence, family_size: size } = gate.multiplicity;
  return fewestSignificantUnits(smallestGateLevel({ method, confidence }, size).alpha);
}
function problemSteps(report, gate) {
  const steps = [];
  for (const refusal of report.refusals) {
    if (refusal.kind === "problems-differ") {
      const needed = fewestProblems(gate) ?? 0;
      if (refusal.shared < needed) {
        steps.push({
          text: `Run both models on the same problems: only ${refusal.shared} are in both runs, and confidence ${gate.multiplicity.confidence} needs at least ${needed} compared for the gate to be able to fail.`
        });
        continue;
      }
      const intersect = {
        text: `Or compare only the ${refusal.shared} problems both runs have (the report says how many were left out):`,
        edits: { problems: "intersect" },
        does: `compare only the ${refusal.shared} shared problems`
      };
      steps.push({ text: "Run both models on the same problems." }, intersect);
    } else if (refusal.kind === "positions-unpairable") {
      steps.push({
        text: "Give both runs in the same form, as lists of the same problems in the same order or as files with problem ids."
      });
    }
  }
  return steps;
}
var CRITERION_READERS = /* @__PURE__ */ new Set(["evalplus"]);
function criterionStep(report, refusal) {
  if (refusal.fields.length !== 1 || refusal.fields[0] !== "criterion") return [];
  const read = ["baseline", "candidate"].filter((side2) => CRITERION_READERS.has(report[side2].format));
  if (read.length !== 1) return [];
  const side = read[0];
  const other = side === "baseline" ? "candidate" : "baseline";
  const criterion = refusal[other].criterion;
  const step = {
    text: `Or read the ${side}'s ${report[side].format} file by the ${other}'s pass criterion, ${criterion}:`,
    edits: { criterion },
    does: `read the ${side} by criterion ${criterion}`
  };
  return [step];
}
function judgementSteps(report) {
  const refusal = report.refusals.find((r) => r.kind === "judgement-differs");
  if (refusal === void 0) return [];
  const anyway = {
    text: "Or compare anyway, knowing that a pass means something else on each side (the report says so first):",
    edits: { "allow-mixed-judgement": true },
    does: "compare anyway"
  };
  return [
    { text: "Judge both runs with the same harness, pass criterion, suite and dataset version." },
    ...criterionStep(report, refusal),
    anyway
  ];
}
function jointEdits(chosen) {
  const ordered = [...chosen.filter((step) => !step.corrects), ...chosen.filter((step) => step.corrects)];
  return Object.assign({}, ...ordered.map((step) => step.edits));
}
function fixSteps(report, style, gate) {
  if (report.refusals.some((r) => r.kind === "no-common-problems")) {
    return [{ text: "Check that both files come from the same suite: no problem id appears in both." }];
  }
  const pair = driftPair(gate, report);
  const apart = disagreedHere(report, pair);
  const causes = [
    judgementSteps(report),
    [...apart.length > 0 ? [disagreementStep(pair, apart, style)] : [], ...differsSteps(report, style, pair)],
    missingSteps(report, style, pair),
    problemSteps(report, gate)
  ];
  const changing = causes.filter((steps2) => steps2.some(changes));
  const unsettled = unsettledText(report, causes, apart);
  if (changing.length < 2) {
    const steps2 = causes.flat().map(
      (step) => changes(step) && unsettled !== "" ? { ...step, text: step.text.replace(/:$/, `${unsettled}:`) } : step
    );
    return shownUnderBase(report, steps2, style, gate, pair);
  }
  const steps = causes.flat();
  const words = steps.filter((step) => !changes(step) || step.lead === void 0).map((step) => ({ text: changes(step) ? step.text.replace(/:$/, ".") : step.text }));
  const leads = steps.flatMap((step) => changes(step) && step.lead !== void 0 ? [{ text: step.lead }] : []);
  const firsts = changing.map((steps2) => steps2.find(changes));
  const joint = (chosen) => ({
    text: `To ${allOf(chosen.map((step) => step.does))} at once${unsettled}:`,
    edits: jointEdits(chosen)
  });
  const others = changing.flatMap(
    (steps2, i) => steps2.filter(changes).slice(1).map((other) => joint(firsts.map((first, j) => j === i ? other : first)))
  );
  return shownUnderBase(report, [...words, ...leads, joint(firsts), ...others], style, gate, pair);
}
var editsKey = (edits) => JSON.stringify(Object.entries(edits).sort(([a], [b]) => a.localeCompare(b)));
function shownUnderBase(report, steps, style, gate, pair) {
  if (pair === void 0 || report !== pair.anchor) return steps;
  const shown = new Set(
    fixSteps(pair.base, style, gate).flatMap((step) => changes(step) ? [editsKey(step.edits)] : [])
  );
  return steps.map(
    (step) => changes(step) && shown.has(editsKey(step.edits)) ? { text: "The change given above, under the check against the base, fixes this check too." } : step
  );
}
function unsettledText(report, causes, apart) {
  const [, differs, missing, problems] = causes;
  const left = [];
  const runs = [];
  const differing2 = configRefusals(report, "config-differs").map((r) => r.key);
  if (apart.length > 0) left.push("the baseline and the anchor must also be sampled alike");
  else if (differing2.length > 0 && !differs.some(changes)) runs.push(`sampled at one ${allOf(differing2)}`);
  if (missing.length > 0 && !missing.some(changes))
    left.push("the anchor must also be a record with every setting compared");
  if (problems.length > 0 && !problems.some(changes)) {
    const kinds = new Set(report.refusals.map((r) => r.kind));
    if (kinds.has("problems-differ")) runs.push("run on the same problems");
    if (kinds.has("positions-unpairable")) runs.push("given in the same form");
  }
  if (runs.length > 0) left.unshift(`the runs must also be ${allOf(runs)}`);
  return left.length === 0 ? "" : `; ${left.join("; ")}`;
}
var NAMED_IN_LINE_ONE = 2;
function checksText(count) {
  return `${count} check${count === 1 ? "" : "s"}`;
}
function namesMetric(name, metric) {
  const escaped = metric.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<!\\p{N})${escaped}(?![\\p{L}\\p{N}@^]|\\.\\d)`, "u").test(name);
}
function suffixed(check) {
  const metric = metricAtK(check);
  return namesMetric(check.name, metric) ? check.name : `${check.name} ${metric}`;
}
var NAME_WIDTH = 60;
function checkName(report, check, name, width = NAME_WIDTH) {
  if (check.name === metricAtK(check)) return check.name;
  const others = report.checks.filter((other) => other !== check);
  const shown = (text) => terminalText(text, Infinity);
  const cut = name(
    cutApart(
      shown(check.name),
      width,
      others.map((other) => shown(other.name))
    )
  );
  const label = suffixed(check);
  if (label === check.name) return cut;
  const taken = others.some((other) => other.name === label || suffixed(other) === label);
  return taken ? cut : `${cut} ${label.slice(check.name.length + 1)}`;
}
function namedGist(report, check, style) {
  const label = checkName(report, check, nameText(style));
  if (check.verdict === "regression" || check.verdict === "improvement") return verdictGist(check, style, label);
  const undecided = check.verdict === "inconclusive" ? `${UNDECIDED}, ` : "";
  const interval = (ci) => tableInterval(report, ci);
  return `${label}: ${undecided}${verdictGist(check, style, metricAtK(check), interval)}`;
}
var SEVERITY = ["refused", "regression", "inconclusive", "no-regression", "improvement"];
function worstFirst(checks) {
  const beyond = (check) => check.delta === null ? 0 : check.delta.value + check.delta.margin;
  return [...checks].sort((a, b) => SEVERITY.indexOf(a.verdict) - SEVERITY.indexOf(b.verdict) || beyond(a) - beyond(b));
}
var COUNTED = { regression: true, improvement: true };
function verdictCounts(checks) {
  return SEVERITY.map((verdict) => [verdict, checks.filter((c) => c.verdict === verdict).length]).filter(([, count]) => count > 0).map(([verdict, count]) => `${count} ${VERDICT_WORDS[verdict]}${count > 1 && COUNTED[verdict] ? "s" : ""}`).join(", ");
}
function gistList(report, checks, style) {
  const named = worstFirst(checks).slice(0, NAMED_IN_LINE_ONE).map((check) => namedGist(report, check, style));
  const rest = checks.length - named.length;
  return rest > 0 ? `${named.join("; ")}; and ${rest} more` : named.join("; ");
}
function gateDecisionLine(report, style) {
  const words = DECISION_WORDS[decisionOf(report)];
  const { checks } = report;
  if (checks.length === 1) return checkDecisionLine(checks[0], style);
  const failing = checks.filter((check) => check.failed);
  if (decisionOf(report) === "blocks") {
    if (failing.length === 1) return `${words}: ${namedGist(report, failing[0], style)}`;
    return `${words}: ${failing.length} of ${checksText(checks.length)} fail: ${gistList(report, failing, style)}`;
  }
  const regressed = checks.filter((check) => check.verdict === "regression");
  if (decisionOf(report) === "informational" && regressed.length > 0) {
    return `${words}. It would have blocked: ${gistList(report, regressed, style)}`;
  }
  const none = `${words}: ${checksText(checks.length)}, none regressed (${verdictCounts(checks)})`;
  const unconfirmed = checks.filter((check) => check.delta?.power.confirm != null);
  return unconfirmed.length === 0 ? none : `${none}; ${gistList(report, unconfirmed, style)}`;
}
function levelPercent(alpha, value = alpha) {
  return `${Number((value * 100).toFixed(Math.max(0, Math.ceil(-Math.log10(alpha * 100))) + 2))}%`;
}
function familyErrorSentence(report) {
  const { method, family_size: size, alpha } = report.multiplicity;
  if (method === "none") {
    return `${checksText(size)}, each held to ${levelPercent(alpha)} on its own (multiplicity none): the error rate is per check, so the chance that some check fails by noise alone grows with the number of checks.`;
  }
  const any = size === 1 ? "it" : "any of them";
  return `${checksText(size)}; the chance that ${any} fails by noise alone is held to ${levelPercent(alpha)}.`;
}
function jointLevelsText(report) {
  const { method, joint } = report.multiplicity;
  if (method === "none" || joint.length === 0) return null;
  const levels = report.checks.map((check) => check.multiplicity);
  if (method === "bonferroni") return listWords([...new Set(levels.map((l) => levelBelow(l.level)))].map(String));
  const claimed = levels.filter((l) => l.step !== null).sort((a, b) => a.step - b.step);
  const steps = claimed.map((l) => `step ${l.step} at ${levelBelow(l.level)}`);
  const stopped = levels.find((l) => l.step === null);
  if (stopped !== void 0) steps.push(`step ${claimed.length + 1} at ${levelBelow(stopped.level)}, where it stopped`);
  return steps.join(", ");
}
function familyMethodText(report) {
  const { method, family_size: size, alpha } = report.multiplicity;
  if (method === "none") return null;
  const levels = jointLevelsText(report);
  const joint = "checks of the same problems are tested jointly, which is less strict when they move together";
  if (method === "holm") {
    const how = "Holm's step-down method over the checks' sign-flip p-values";
    return levels === null ? how : `${how}; ${joint}: ${levels}`;
  }
  return levels === null ? `Bonferroni: each check tested at ${alpha} / ${size}` : `Bonferroni: each check tested at ${levels}, not ${alpha} / ${size}: ${joint}`;
}
function sharing(report) {
  return report.multiplicity.method === "none" ? 1 : report.multiplicity.family_size;
}
function testedText(report, check, style) {
  if (check.delta === null) return null;
  const { method, family_size: size } = report.multiplicity;
  const { step, joint_with: joint, level } = check.multiplicity;
  const stopped = report.checks.filter((c) => c.multiplicity.step !== null).length + 1;
  const how = method === "none" ? "on its own" : method === "bonferroni" ? `Bonferroni over ${checksText(size)}` : step === null ? `Holm step ${stopped} of ${size}, where the method stopped` : `Holm step ${step} of ${size}`;
  const label = (name) => checkName(
    report,
    report.checks.find((c) => c.name === name),
    nameText(style)
  );
  const together = joint.length === 0 ? "" : `, jointly with ${joint.map(label).join(", ")}`;
  const { p_value: p, p_adjusted: adjusted = p, p_exact: exact } = check.delta;
  const { alpha } = report.multiplicity;
  const adjustedText = method === "none" ? "" : `, adjusted ${pValueText(adjusted, { exact, alpha })}`;
  const raw = pValueText(p, { exact, alpha: level });
  return `interval at ${levelPercent(level, 1 - level)} (${how}${together}); sign-flip test ${raw}${adjustedText}`;
}
function familyInconclusiveRule(report) {
  const rules = new Set(report.checks.flatMap((check) => inconclusiveRule(check) ?? []));
  if (rules.size <= 1) return [...rules][0] ?? null;
  return failOnRule(
    report.fail_on,
    "the suite must show each check's metric is at most its limit worse, and for these it does not"
  );
}
function inconclusiveChecks(report, name, width = NAME_WIDTH) {
  const items = report.checks.flatMap((check) => {
    const reason = inconclusiveReason(check, sharing(report));
    return reason === null ? [] : [`${checkName(report, check, name, width)}: ${reason}`];
  });
  if (items.length === 0) return null;
  const heading = `${items.length === 1 ? "One check is" : `${items.length} checks are`} inconclusive:`;
  return { heading, items, rule: familyInconclusiveRule(report) };
}
function nameParts(side) {
  const parts = side.name.split(" + ");
  return side.sources !== void 0 && parts.length === side.sources.length ? parts : [side.name];
}
function runsLine(check, name) {
  const [baseline, candidate] = [nameParts(check.baseline), nameParts(check.candidate)];
  const others = [...baseline, ...candidate];
  const runs = `candidate ${name(candidate, others)} vs baseline ${name(baseline, others)}`;
  return check.delta != null && check.problems !== void 0 ? `${runs} · ${grouped(check.problems.compared)} problems` : runs;
}
function contextText(report, name) {
  const [first, ...rest] = report.checks;
  if (rest.length === 0) return runsLine(first, name);
  const models = (side) => new Set(report.checks.map((c) => c[side].name));
  const shared = models("baseline").size === 1 && models("candidate").size === 1;
  const runs = shared ? [runsLine({ baseline: first.baseline, candidate: first.candidate }, name)] : [];
  return [checksText(report.checks.length), ...runs].join(" · ");
}
function trialsNote(report) {
  const trials = report.problems.samples?.min ?? 0;
  const agent = ranTrials(report.baseline.format) && ranTrials(report.candidate.format);
  if (report.metric !== "pass@k" || !agent || trials < 2) return null;
  return `Every task ran at least ${trials} times: pass^k, the chance that all k trials of a task pass, measures how reliably the agent solves it; try pass^k at k ${trials === 2 ? "= 2" : `from 2 to ${trials}`}.`;
}
function loneCheckNotes(check) {
  return [powerNote(check), oracleSentence(check), trialsNote(check)].filter((note) => note !== null);
}
function checkNotes(report, check, style) {
  const tested = testedText(report, check, style);
  const rise = unconfirmedRiseReason(check, sharing(report));
  return [
    tested === null ? null : sentence(tested),
    rise === null ? null : sentence(rise),
    powerNote(check) ?? powerSentence(check),
    oracleSentence(check),
    trialsNote(check)
  ].filter((note) => note !== null);
}
var CONFIG_STATUS_WORDS = {
  equal: "equal",
  differs: "differs",
  missing: "missing",
  unrecorded: "not recorded by either run",
  greedy: "not compared at temperature 0"
};
function configStatusWords(row) {
  return row.checked ? CONFIG_STATUS_WORDS[row.status] : "";
}
function configSummary(report) {
  const checked = report.config.rows.filter((r) => r.checked);
  if (checked.length === 0) return "not checked";
  const count = (status) => checked.filter((r) => r.status === status).length;
  const compared = count("equal") + count("differs");
  const differs = count("differs");
  const outcome = differs === 0 ? compared === 1 ? "equal" : "all equal" : compared === 1 ? "it differs" : `${differs} differ${differs === 1 ? "s" : ""}`;
  const head = compared === 0 ? "no setting compared" : `${compared} setting${compared === 1 ? "" : "s"} compared, ${outcome}`;
  const aside = ["missing", "unrecorded", "greedy"].filter((status) => count(status) > 0).map((status) => `${count(status)} ${CONFIG_STATUS_WORDS[status]}`);
  return aside.length === 0 ? head : `${head}; ${aside.join(", ")}`;
}

export {
  pageOf,
  textWidth,
  cutApart,
  wrap,
  noticeLines,
  cuttable,
  fitsWhole,
  fitTable,
  pasteLines,
  PLAIN_TEXT,
  decisionOf,
  VERDICT_WORDS,
  limitText,
  intervalText,
  checkColumns,
  statusWords,
  refusedStatus,
  checkNumbers,
  verdictGist,
  evidenceText,
  inconclusiveNote,
  powerNote,
  sideName,
  refusalWhy,
  refusedColumns,
  refusedSettings,
  unmatchedIds,
  fileCheckName,
  fixSteps,
  checkName,
  gateDecisionLine,
  familyErrorSentence,
  jointLevelsText,
  familyMethodText,
  sharing,
  inconclusiveChecks,
  nameParts,
  runsLine,
  contextText,
  loneCheckNotes,
  checkNotes,
  configStatusWords,
  configSummary
};
