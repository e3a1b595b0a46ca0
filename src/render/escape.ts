/** Longest piece of input text (a problem id, a model name, a config value) that reaches a report. */
export const MAX_TEXT = 80;

const WORD_JOINER = '\u2060';

/** Cuts `text` to `max` characters (whole code points), marking the cut with an ellipsis. */
export function truncate(text: string, max = MAX_TEXT): string {
  if (text.length <= max) return text;
  // Only the head is split into code points (at most two units each): a value can be hundreds of megabytes.
  const chars = [...text.slice(0, 2 * max)];
  return chars.length <= max && text.length <= 2 * max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Text from an input file made safe for GitHub-flavoured markdown, inline and inside table cells: control
 * characters and line breaks become spaces, HTML is escaped, every markdown punctuation mark is
 * backslash-escaped (no links, images, emphasis, code spans or table breaks), and `#`, `://`, `www.` and any
 * `@` that could start a mention or an e-mail address get an invisible word joiner, so they cannot ping a user,
 * link an issue or become an autolink. Long text is cut.
 */
export function markdownText(text: string, max = MAX_TEXT): string {
  const flat = truncate(text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' '), max)
    .replace(/:\/\//g, `:${WORD_JOINER}//`)
    .replace(/\b(www)\./gi, `$1${WORD_JOINER}.`);
  return (
    flat
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/[\\`*_{}[\]()+\-.!|~^=:$]/g, (ch) => `\\${ch}`)
      // A mention is an @ after a non-word character; an @ inside a word can still start an e-mail autolink.
      .replace(/(?<![A-Za-z0-9])@|@(?=[\w-]*\\\.[A-Za-z])/g, `@${WORD_JOINER}`)
      .replace(/#/g, `#${WORD_JOINER}`)
  );
}

/** Text from an input file made safe for a terminal: control characters (ANSI escapes included) removed, cut. */
export function terminalText(text: string, max = MAX_TEXT): string {
  return truncate(text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' '), max);
}
