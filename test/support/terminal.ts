// Reading a terminal report whatever width it was laid out for (the CLI's is 80 columns unless told).

/**
 * The report as it reads: a command's lines joined where the shell joins them (at a closing ` \`), and every
 * run of white space one space, so a sentence or a command is found however its lines were wrapped.
 */
export function readText(report: string): string {
  return report.replace(/ \\\n */g, ' ').replace(/\s+/g, ' ');
}

/** Line one, which wraps onto the lines after it up to the first indented or empty one. */
export function lineOne(report: string): string {
  const lines = report.split('\n');
  const end = lines.findIndex((line, i) => i > 0 && (line === '' || line.startsWith(' ')));
  return lines.slice(0, end < 0 ? undefined : end).join(' ');
}

/** The lines of the command that starts with `start`: its first line and those its ` \` continues it onto. */
export function commandLines(report: string, start = 'passk-gate '): string[] {
  const lines = report.split('\n');
  const first = lines.findIndex((line) => line.trimStart().startsWith(start));
  if (first < 0) return [];
  let last = first;
  while (lines[last]!.endsWith(' \\') && last + 1 < lines.length) last++;
  return lines.slice(first, last + 1);
}
