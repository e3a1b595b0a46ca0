// GitHub-flavoured markdown as GitHub renders it, with the Debian package cmark-gfm (the renderer GitHub's is
// built on): tests that render comments skip when it is missing, unless CI or PASSK_GATE_REQUIRE_TOOLS is set.
import { spawnSync } from 'node:child_process';

const CMARK = spawnSync('cmark-gfm', ['--version'], { encoding: 'utf8' });
export const HAVE_CMARK = CMARK.status === 0;
export const REQUIRED = Boolean(process.env.CI || process.env.PASSK_GATE_REQUIRE_TOOLS);
if (!HAVE_CMARK && !REQUIRED) {
  console.warn('comment rendering tests skipped: cmark-gfm is not installed (apt-get install -y cmark-gfm)');
}

/** GitHub-flavoured HTML with raw HTML kept (GitHub sanitises it afterwards) and autolinks on. */
export function gfm(markdown: string): string {
  const result = spawnSync(
    'cmark-gfm',
    ['--unsafe', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink', '-e', 'tagfilter'],
    { input: markdown, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`cmark-gfm failed: ${result.stderr}`);
  return result.stdout;
}

/** Text as a reader sees it: tags removed, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/** The fenced code blocks of one language in a markdown text, as their lines. */
export function fenced(markdown: string, language: string): string[][] {
  const blocks: string[][] = [];
  const pattern = new RegExp(`^( *)\`\`\`${language}\\n([\\s\\S]*?)\\n\\1\`\`\`$`, 'gm');
  for (const match of markdown.matchAll(pattern)) {
    blocks.push(match[2]!.split('\n').map((line) => line.slice(match[1]!.length)));
  }
  return blocks;
}

/** Problem ids and a model name made of what becomes links, images, mentions and issue references. */
export const HOSTILE_IDS = (i: number): string =>
  [
    `@octocat/${i}`,
    `https://evil.example/${i}`,
    `#12${i}`,
    `![x](y)${i}`,
    `www.evil.example/${i}`,
    `me@evil.example ${i}`,
  ][i % 6]!;
export const HOSTILE_MODEL = '@octocat [x](https://evil.example) ![x](y) #123 a1b2c3d4e5';

export const RUN = {
  url: 'https://github.com/acme/coder/actions/runs/42',
  commit: '3f9c2d1e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e',
  baseCommit: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
  repoUrl: 'https://github.com/acme/coder',
  docsUrl: 'https://github.com/acme/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides',
};
export const OUR_LINKS = new Set([
  RUN.url,
  `${RUN.repoUrl}/commit/${RUN.commit}`,
  `${RUN.repoUrl}/commit/${RUN.baseCommit}`,
  RUN.docsUrl,
]);
