// The docs hold together: every relative link in the README, CONTRIBUTING.md and docs/*.md reaches a file and,
// with a #fragment, a heading of it as GitHub names it; the README stays what a newcomer reads in minutes; and
// the sequential gate's workflow and output shown in the docs are what the action and the CLI take and print.
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HELP } from '../src/cli.js';
import { cli } from './support/run-cli.js';
import { tempDir } from './support/temp.js';

const ROOT = join(import.meta.dirname, '..');
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

const markdown = new MarkdownIt();

function tokens(page: string): Token[] {
  return markdown.parse(readFileSync(join(ROOT, page), 'utf8'), {});
}

/** The text of an inline token as rendered: code spans keep their content, markup is dropped. */
function plainText(inline: Token): string {
  return (inline.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('');
}

/**
 * GitHub's anchor for a heading (github-slugger's rule): lower case, every character that is not a letter,
 * mark, digit, connector (`_`), space or hyphen dropped, each space a hyphen; a repeated anchor gets -1, -2, ...
 */
function anchors(page: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const all = tokens(page);
  all.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const base = plainText(all[i + 1]!)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    while (found.has(slug)) {
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      slug = `${base}-${count}`;
    }
    found.add(slug);
  });
  return found;
}

/** Every link and image target in a page, fenced code left out (markdown-it does not parse inside it). */
function targets(page: string): string[] {
  return tokens(page)
    .flatMap((t) => t.children ?? [])
    .flatMap((t) => {
      const target = t.type === 'link_open' ? t.attrGet('href') : t.type === 'image' ? t.attrGet('src') : null;
      return target === null ? [] : [target];
    });
}

/** A file of the repository as the docs name one in code: `test/layers.test.ts`, `src/power/cluster-power.ts`. */
const REPOSITORY_PATH = /\b(?:src|test|bench|scripts|schema|examples|docs)\/[\w./-]+\.(?:ts|mjs|py|json|ya?ml|md)\b/g;

describe('relative links in the README, CONTRIBUTING.md and docs/', () => {
  const links = PAGES.flatMap((page) =>
    targets(page)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
      .map((target) => ({ page, target })),
  );

  it('are there to check', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['docs/statistics.md', 'docs/configuration.md']));
    expect(links.length).toBeGreaterThan(50);
  });

  it.each(PAGES)('%s: each reaches a file, and a heading of it', (page) => {
    const broken: string[] = [];
    for (const { target } of links.filter((link) => link.page === page)) {
      const [path, fragment] = target.split('#') as [string, string | undefined];
      const file = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), decodeURIComponent(path));
      if (!existsSync(file)) {
        broken.push(`${target}: no file ${relative(ROOT, file)}`);
        continue;
      }
      if (fragment === undefined) continue;
      if (statSync(file).isDirectory() || !file.endsWith('.md')) {
        broken.push(`${target}: a fragment of a file that has no headings`);
        continue;
      }
      if (!anchors(relative(ROOT, file)).has(decodeURIComponent(fragment))) {
        broken.push(`${target}: no heading #${fragment} in ${relative(ROOT, file)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(PAGES)('%s: each file of the repository it names in code exists', (page) => {
    const named = tokens(page)
      .flatMap((token) => token.children ?? [])
      .filter((token) => token.type === 'code_inline')
      .flatMap((token) => token.content.match(REPOSITORY_PATH) ?? []);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("name headings by GitHub's anchors", () => {
    const statistics = anchors('docs/statistics.md');
    expect(statistics).toContain('how-the-gate-decides');
    expect(statistics).toContain('sizing-an-eval-passk-gate-plan');
    expect(anchors('docs/formats.md')).toContain('the-canonical-results-file');
    expect(anchors('docs/security.md')).toContain('which-comment-is-the-gates');
  });
});

describe('the README', () => {
  const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');

  it('is at most 350 lines, with the action used within the first 80', () => {
    expect(lines.length).toBeLessThanOrEqual(350);
    const firstUses = lines.findIndex((line) => /^\s*(- )?uses:/.test(line));
    expect(firstUses).toBeGreaterThanOrEqual(0);
    expect(firstUses + 1).toBeLessThanOrEqual(80);
  });

  it("shows what the Quickstart's command prints", async () => {
    const text = lines.join('\n');
    const [, command, shown] = /```sh\nnode dist\/cli\.js (compare [^\n]*)\n```\n\n```\n([\s\S]*?)```/.exec(text)!;
    const { code, stdout } = await cli(
      ...command!.split(' ').map((arg) => (arg.startsWith('examples/') ? join(ROOT, arg) : arg)),
    );
    expect(code).toBe(0);
    expect(stdout.startsWith(shown!)).toBe(true);
  });

  it('gives the test command in one line', () => {
    expect(lines).toContain('npm ci && npm run test:all');
  });
});

/**
 * The sequential workflow of docs/workflows.md ("Stop the eval early") passes the action its plan and loops over the
 * looks, stopping unless a look exits 10; test/action.test.ts validates it against the workflow schema with the others.
 */
describe('the sequential workflow', () => {
  const page = readFileSync(join(ROOT, 'docs', 'workflows.md'), 'utf8');
  const start = page.indexOf('\n## Stop the eval early\n');
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  const text = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const workflow = parse(text) as {
    permissions: Record<string, string>;
    jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }>;
  };
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };

  it('is there, named by its path', () => {
    expect(start).toBeGreaterThan(0);
    expect(text).toMatch(/^# \.github\/workflows\/eval-sequential\.yml\n/);
  });

  it('passes the action only inputs it has, with the plan, and may comment', () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const gate = steps.find((step) => step.uses?.includes('passk-gate'));
    expect(Object.keys(gate!.with!).filter((name) => !(name in action.inputs))).toEqual([]);
    expect(gate!.with).toMatchObject({ 'sequential-plan': expect.any(String) as unknown });
    expect(workflow.permissions['pull-requests']).toBe('write');
  });

  it('loops over the looks with a look per pass, stopping unless it exits 10', () => {
    const loop = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .find((step) => step.run?.includes('sequential look'))!.run!;
    expect(loop).toMatch(/for \w+ in \$\(jq -r '\.looks\[\]\.problems'/);
    expect(loop).toContain('if [ "$status" -ne 10 ]; then break; fi');
  });

  it('uses only options --help lists', () => {
    for (const option of text.match(/--[a-z-]+/g) ?? []) {
      if (['--problems', '--samples', '--save-dev'].includes(option)) continue; // the harness's and npm's own
      expect(HELP).toContain(option);
    }
  });
});

describe('docs/sequential.md', () => {
  it("shows what sequential plan prints for the examples' baseline", async () => {
    const page = readFileSync(join(ROOT, 'docs', 'sequential.md'), 'utf8');
    const shown = /```\n(wrote plan\.json:[\s\S]*?)```/.exec(page)?.[1];
    const run = await cli(
      'sequential',
      'plan',
      '--baseline',
      join(ROOT, 'examples', 'baseline.json'),
      '-o',
      join(tempDir('passk-sequential-docs-'), 'plan.json'),
    );
    expect(run.code).toBe(0);
    expect(shown).toBeDefined();
    // At the CLI's 80 columns, from the order on: the first sentence names a temporary path, not plan.json.
    const order = (text: string) => {
      const at = text.indexOf("\nevaluate the candidate's problems");
      expect(at).toBeGreaterThan(0);
      return text.slice(at);
    };
    expect(order(run.stdout)).toBe(order(shown!));
  });
});

describe('the JSON reports', () => {
  /** Every key of a JSON value, at any depth. */
  function keys(value: unknown): Set<string> {
    const found = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v !== null && typeof v === 'object') {
        for (const [key, inner] of Object.entries(v)) {
          found.add(key);
          walk(inner);
        }
      }
    };
    walk(value);
    return found;
  }

  /** The keys a docs passage does not name as a word. */
  const unnamed = (report: unknown, passage: string) =>
    [...keys(report)].filter((key) => !new RegExp(`\\b${key}\\b`).test(passage));

  it("names every field of compare's report in docs/formats.md", async () => {
    const page = readFileSync(join(ROOT, 'docs', 'formats.md'), 'utf8');
    const passage = /### The JSON report of one comparison\n([\s\S]*?)\n### /.exec(page)?.[1] ?? '';
    const examples = ['--baseline', 'baseline.json', '--candidate', 'candidate.json'].map((word) =>
      word.endsWith('.json') ? join(ROOT, 'examples', word) : word,
    );
    const run = await cli('compare', ...examples, '--json', '-');
    expect(run.code).toBe(0);
    expect(unnamed(JSON.parse(run.stdout), passage)).toEqual([]);
  });

  it('names every field of a sequential plan in docs/sequential.md', async () => {
    const page = readFileSync(join(ROOT, 'docs', 'sequential.md'), 'utf8');
    const passage = /\n## The plan\n([\s\S]*?)\n## A look\n/.exec(page)?.[1] ?? '';
    const plan = join(tempDir('passk-plan-docs-'), 'plan.json');
    const baseline = join(ROOT, 'examples', 'baseline.json');
    expect((await cli('sequential', 'plan', '--baseline', baseline, '-o', plan)).code).toBe(0);
    expect(unnamed(JSON.parse(readFileSync(plan, 'utf8')), passage)).toEqual([]);
  });

  it("names every field of a sequential look's report in docs/sequential.md", async () => {
    const page = readFileSync(join(ROOT, 'docs', 'sequential.md'), 'utf8');
    const passage = /\n(`--json` writes the look's report[\s\S]*?)\*\*State is files only/.exec(page)?.[1] ?? '';
    const plan = join(tempDir('passk-look-docs-'), 'plan.json');
    const baseline = join(ROOT, 'examples', 'baseline.json');
    expect((await cli('sequential', 'plan', '--baseline', baseline, '-o', plan)).code).toBe(0);
    const candidate = join(ROOT, 'examples', 'candidate.json');
    const look = ['sequential', 'look', '--plan', plan, '--baseline', baseline, '--json', '-'];
    for (const run of [await cli(...look, '--candidate', candidate), await cli(...look, '--candidate', baseline)]) {
      expect(unnamed(JSON.parse(run.stdout), passage)).toEqual([]);
    }
  });
});

describe('docs/history.md', () => {
  it('names the series history add gives a run that records no judgement, as --help does', async () => {
    const store = tempDir('passk-history-docs-');
    const baseline = join(ROOT, 'examples', 'baseline.json');
    expect((await cli('history', 'add', '--store', store, baseline, '--commit', 'a'.repeat(40))).code).toBe(0);
    const list = await cli('history', 'list', '--store', store, '--json');
    const [{ name }] = JSON.parse(list.stdout) as [{ name: string }];
    const page = readFileSync(join(ROOT, 'docs', 'history.md'), 'utf8');
    const row = page.split('\n').find((line) => line.startsWith('| `name` |'));
    expect(row).toContain(`\`${name}\` for a \`passk-results/v1\` file without one`);
    expect(HELP.replace(/\s+/g, ' ')).toContain(`else the format read, e.g. ${name}:`);
  });
});
