import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/common/lists.ts
function listIds(ids, limit = 5) {
  const shown2 = ids.slice(0, limit).join(", ");
  return ids.length > limit ? `${shown2} and ${ids.length - limit} more` : shown2;
}
function listWords(items, last = "or") {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

// src/io/value-text.ts
var MAX_QUOTED = 60;
function quoted(text, max = MAX_QUOTED) {
  let cut = text;
  if (text.length > max) {
    const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
    cut = `${text.slice(0, end)}…`;
  }
  return JSON.stringify(cut).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function shown(value) {
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "a number beyond the range of a double";
  if (typeof value === "boolean" || value === null) return String(value);
  if (value === void 0) return "nothing";
  return Array.isArray(value) ? "a list" : "an object";
}
function nameText(name) {
  return /^[\w@.:/+-]{1,40}$/.test(name) ? name : quoted(name, 40);
}
function shownList(names, limit = 5) {
  const listed = names.slice(0, limit).map(nameText);
  return names.length > limit ? `${listed.join(", ")} and ${names.length - limit} more` : listed.join(", ");
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export {
  listIds,
  listWords,
  quoted,
  shown,
  nameText,
  shownList,
  shellWord
};
