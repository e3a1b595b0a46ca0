import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  UNSHOWABLE
} from "./chunk-PP64ZI2F.js";

// src/render/escape.ts
var MAX_TEXT = 80;
var MAX_RUN_NAME = 300;
var WORD_JOINER = "⁠";
function truncate(text, max) {
  if (text.length <= max) return text;
  const chars = [...text.slice(0, 2 * max)];
  return chars.length <= max && text.length <= 2 * max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
function terminalText(text, max = MAX_TEXT) {
  return truncate(text.replace(UNSHOWABLE, " "), max);
}
function codeSpan(text, options = {}) {
  let body = terminalText(text, options.max ?? MAX_TEXT);
  if (body.trim() === "") return body === "" ? "` `" : `\`${body}\``;
  if (options.table) body = body.replace(/\|/g, "\\|");
  const fence = "`".repeat(Math.max(1, ...(body.match(/`+/g) ?? []).map((run) => run.length + 1)));
  const pad = body.startsWith("`") || body.endsWith("`") || body.startsWith(" ") && body.endsWith(" ") ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}
function htmlCode(text, max = MAX_TEXT) {
  return `<code>${terminalText(text, max).replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</code>`;
}
function inertText(text, options = {}) {
  const plain = /^[A-Za-z0-9][\w.+/-]{0,39}$/.test(text) && !/_$/.test(text) && !/[0-9a-f]{7}/i.test(text) && !/www\./i.test(text) && !/\bgh-\d/i.test(text);
  return plain ? text : codeSpan(text, options);
}
var HASH = /\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b…?/gi;
function markdownProse(text, start) {
  const escaped = text.replace(/[\\`*[\]~$|<>]|&(?=#?\w+;)|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, (ch) => `\\${ch}`).replace(/:\/\//g, `:${WORD_JOINER}//`).replace(/\b(www)\./gi, `$1${WORD_JOINER}.`).replace(/\b(GH)-/gi, `$1${WORD_JOINER}-`).replace(/\b[0-9a-f]{7,}\b/gi, (hex) => hex.replace(/.{6}(?=.)/g, `$&${WORD_JOINER}`)).replace(/(?<![A-Za-z0-9])@|@(?=[\w-]*\.[A-Za-z])/g, `@${WORD_JOINER}`).replace(/#/g, `#${WORD_JOINER}`);
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

export {
  MAX_RUN_NAME,
  terminalText,
  codeSpan,
  htmlCode,
  inertText,
  markdownText
};
