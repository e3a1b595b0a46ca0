import { UNSHOWABLE } from '../common/errors.js';

/** Longest piece of input text (a problem id, a model name, a config value) that reaches a report. */
const MAX_TEXT = 80;

/**
 * Longest run name (a file's path, a model) said whole in the line that names both runs: any real path, but not
 * a megabyte a hostile file puts in its model field.
 */
export const MAX_RUN_NAME = 300;

const WORD_JOINER = '\u2060';

/**
 * Text on one line, safe for a terminal: every `UNSHOWABLE` run (ANSI escapes too) becomes a space; cut to `max`
 * characters (whole code points), the cut marked with an ellipsis.
 */
export function terminalText(text: string, max = MAX_TEXT): string {
  const shown = text.replace(UNSHOWABLE, ' ');
  if (shown.length <= max) return shown;
  // Only the head is split into code points (at most two units each): a value can be hundreds of megabytes.
  const chars = [...shown.slice(0, 2 * max)];
  return chars.length <= max && shown.length <= 2 * max ? shown : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Text for a CI job's log, where GitHub's runner takes a line that starts with `::` (after white space), or that
 * holds `##[` anywhere, for a workflow command (`::error::`, `##[add-mask]`, `##[stop-commands]`): a space breaks
 * both, so a value from a file cannot raise an annotation, mask the log or stop the step's own commands. (An
 * invisible character would not do: the runner compares by culture, which ignores them.)
 */
export function logText(text: string): string {
  return text.replace(/##\[/g, '## [').replace(/^(\s*):(?=:)/gm, '$1: ');
}

/**
 * Text from an input file as a GitHub-flavoured markdown code span: shown exactly as written (no links,
 * mentions, issue references, HTML or emphasis happen inside one), and readable as is in the plain-text
 * e-mail of a comment. The fence is one backtick longer than any run inside; in a table cell `|` is escaped,
 * which GFM undoes inside the span.
 */
export function codeSpan(text: string, options: { table?: boolean; max?: number } = {}): string {
  let body = terminalText(text, options.max ?? MAX_TEXT);
  if (body.trim() === '') return body === '' ? '` `' : `\`${body}\``;
  if (options.table) body = body.replace(/\|/g, '\\|');
  const fence = '`'.repeat(Math.max(1, ...(body.match(/`+/g) ?? []).map((run) => run.length + 1)));
  const pad = body.startsWith('`') || body.endsWith('`') || (body.startsWith(' ') && body.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * Text from an input file inside raw HTML (a `<summary>`, where markdown is not read): an HTML `<code>` element
 * with `&`, `<`, `>` and `"` escaped, so it cannot close the element or add one; GitHub turns nothing inside
 * code into a mention, an issue reference or a link.
 */
export function htmlCode(text: string, max: number): string {
  return `<code>${terminalText(text, max).replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</code>`;
}

/**
 * Text from an input file shown inert: as it is when it reads the same in markdown prose as in a code span (a
 * short word of letters, digits and `. _ + - /` that cannot be emphasis, an autolink, a commit reference or an
 * issue reference such as `GH-123`: `0.8`, `top_p`, `512`), else as a code span.
 */
export function inertText(text: string, options: { table?: boolean } = {}): string {
  const plain =
    /^[A-Za-z0-9][\w.+/-]{0,39}$/.test(text) &&
    !/_$/.test(text) &&
    !/[0-9a-f]{7}/i.test(text) &&
    !/www\./i.test(text) &&
    !/\bgh-\d/i.test(text);
  return plain ? text : codeSpan(text, options);
}

/**
 * A hash (a commit, a dataset's digest): seven or more hexadecimal digits, both letters and digits among them (a
 * word or a number is none), and a cut's `…` (escaped: the bundles stay ASCII, which Node decodes fastest).
 */
const HASH = /\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b\u2026?/gi;

/** Prose text escaped for markdown, as `markdownText` says; `start`: the text starts a line, where blocks start. */
function markdownProse(text: string, start: boolean): string {
  const escaped = text
    .replace(/[\\`*[\]~$|<>]|&(?=#?\w+;)|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, (ch) => `\\${ch}`)
    .replace(/:\/\//g, `:${WORD_JOINER}//`)
    .replace(/\b(www)\./gi, `$1${WORD_JOINER}.`)
    .replace(/\b(GH)-/gi, `$1${WORD_JOINER}-`)
    // A number stays whole (a date in a path copies as written): GitHub would link it only as the start of one
    // of the repository's commits, which about 1 in 16^7 of them is for a given 7 digits.
    .replace(/\b(?=[0-9]*[a-f])[0-9a-f]{7,}\b/gi, (hex) => hex.replace(/.{6}(?=.)/g, `$&${WORD_JOINER}`))
    // A mention is an @ after a non-word character; an @ inside a word can still start an e-mail autolink.
    .replace(/(?<![A-Za-z0-9])@|@(?=[\w-]*\.[A-Za-z])/g, `@${WORD_JOINER}`)
    .replace(/#/g, `#${WORD_JOINER}`);
  if (!start) return escaped;
  return escaped.replace(/^(\s*)([-+=]|\d+(?=[.)]))/, (_, space: string, mark: string) =>
    /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`,
  );
}

/**
 * Text from an input file inside a markdown sentence (a warning that quotes an id): only what could become
 * markup is escaped, so the e-mail of a comment stays readable. HTML, links, images, emphasis, code spans,
 * strikethrough, math and table breaks are backslash-escaped; a hash (seven or more hexadecimal digits, letters
 * and digits: a commit, a dataset's digest) is a code span, where GitHub links no commit and which copies whole;
 * `://`, `www.`, `@`, `#`, `GH-` and other long hexadecimal words (not numbers) get an invisible word joiner, so nothing can
 * become an autolink, a mention or an issue reference; a leading `#`, `>`, list marker or `=` cannot start a
 * block. Long text is cut.
 */
export function markdownText(text: string, max = MAX_TEXT): string {
  const shown = terminalText(text, max);
  let out = '';
  let at = 0;
  for (const hash of shown.matchAll(HASH)) {
    out += `${markdownProse(shown.slice(at, hash.index), at === 0)}\`${hash[0]}\``;
    at = hash.index + hash[0].length;
  }
  return out + markdownProse(shown.slice(at), at === 0);
}
