// The config file as text and as a file (src/config/file.ts): YAML or JSON, every error with the file and its line,
// a file refused by its size, kind or encoding before it is parsed, and a config given as an object.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateConfigFromObject, parseGateConfig, readGateConfig } from '../../src/config/file.js';
import { tempDir } from '../support/temp.js';
import { configError } from '../support/gate-config.js';

describe('parseGateConfig', () => {
  it('reads JSON as well, and a config given as an object with errors named by their path', async () => {
    const json = JSON.stringify({ multiplicity: 'bonferroni', checks: [{ name: 'a', baseline: 'x', candidate: 'y' }] });
    expect((await parseGateConfig(json, 'gate.json')).multiplicity).toBe('bonferroni');
    const object = gateConfigFromObject({ checks: [{ name: 'a', baseline: 'x', candidate: 'y', k: 5 }] });
    expect(object.checks[0]).toMatchObject({ line: null, baseline: 'x', options: { k: 5 } });
    expect(() => gateConfigFromObject({ checks: [{ name: 'a', baseline: 'x', candidate: 'y', k: 'five' }] })).toThrow(
      'checks[0]: check "a": k: expected a number, got "five"',
    );
    const twice = { name: 'a', baseline: 'x', candidate: 'y' };
    expect(() => gateConfigFromObject({ checks: [twice, twice] })).toThrow(
      'checks[1]: check "a": the name is already used by checks[0]; names must differ',
    );
  });

  it("takes a bare anchor selector only with the action's history branch, else says where it works", async () => {
    const text = 'checks:\n  - name: a\n    baseline: x\n    candidate: y\n    anchor: oldest,window:20\n';
    const request = await parseGateConfig(text, 'ci/gate.yml', 'passk-gate-history');
    // The store is the branch's fetched copy, not a folder beside the config.
    expect(request.checks[0]!.anchor).toMatchObject({
      text: 'oldest,window:20',
      store: '',
      branch: 'passk-gate-history',
      window: 20,
      label: 'ci/gate.yml:5: check "a"',
    });
    await expect(parseGateConfig(text, 'ci/gate.yml')).rejects.toThrow(
      'ci/gate.yml:5: check "a": anchor: "oldest,window:20" is a selector without its store: only the action, ' +
        'given its input history, picks one in its history branch; here give history:DIR#oldest,window:20',
    );
    const folder = await parseGateConfig(text.replace('oldest', 'history:h#oldest'), 'ci/gate.yml', 'b');
    expect(folder.checks[0]!.anchor).toMatchObject({ store: 'ci/h' });
    expect(folder.checks[0]!.anchor!.branch).toBeUndefined();
  });

  it("refuses a check named as a row another check's anchor adds, which two rows of the report would share", async () => {
    const anchored = 'checks:\n  - name: HumanEval\n    baseline: x\n    candidate: y\n    anchor: history:h#oldest\n';
    const named = (name: string) => `${anchored}  - name: ${name}\n    baseline: x\n    candidate: y\n`;
    await expect(parseGateConfig(named('HumanEval against the base'), 'ci/gate.yml')).rejects.toThrow(
      'ci/gate.yml:6: check "HumanEval against the base": the name is taken by check 1 (line 2): with its anchor, ' +
        'its rows are "HumanEval against the base" and "HumanEval against anchor ...", and two rows would read ' +
        'alike; give this check another name',
    );
    await expect(parseGateConfig(named('HumanEval against anchor v1 (2026-11-02) pass@1'), 'g.yml')).rejects.toThrow(
      'the name is taken by check 1 (line 2)',
    );
    // Without the anchor, the first check's row is "HumanEval": nothing else is named so.
    const request = await parseGateConfig(named('HumanEval against the base').replace(/ {4}anchor.*\n/, ''), 'g.yml');
    expect(request.checks.map((check) => check.name)).toEqual(['HumanEval', 'HumanEval against the base']);
  });

  it('gives YAML syntax errors their line, their column and the line itself', async () => {
    expect(await configError('checks:\n  - name: a\n    name: b\n')).toBe(
      'ci/passk-gate.yml:3: not valid YAML: Map keys must be unique (column 5 of "    name: b")',
    );
  });

  // The parser reports these where it gave up: past the end of the file, or on the line after the fault.
  const CHECK = '  - name: A\n    baseline: a.json\n';
  it.each([
    ['an unclosed double quote', `checks:\n${CHECK}    candidate: "b.json\n${CHECK}`, 4, 16],
    ["an unclosed single quote at the file's end", `checks:\n${CHECK}    candidate: 'b.json`, 4, 16],
    ['an unclosed bracket of a key', `checks:\n  - name: [a\n${CHECK}`, 2, 11],
    ['an unclosed bracket at the top', 'checks: [\n  {name: A},\n', 1, 9],
    ['a key indented too far', `checks:\n${CHECK}    k: 10\n      margin: 0.03\n`, 5, 7],
  ])('names the line where %s starts, not a later one', async (_what, text, line, column) => {
    const message = await configError(text);
    expect(message).toMatch(new RegExp(`^ci/passk-gate.yml:${line}: not valid YAML: .* \\(column ${column} of `));
    expect(message).toContain(`of "${text.split('\n')[line - 1]}")`);
  });

  it.each([
    [
      'under a key with a value',
      `checks:\n${CHECK}    candidate: b.json\n    k: 10\n      margin: 0.03\n`,
      6,
      'margin',
      'k',
      5,
    ],
    [
      'past a comment and a blank line',
      `checks:\n${CHECK}    candidate: b.json\n    k: 10\n  # the guard\n\n      margin: 0.03\n`,
      8,
      'margin',
      'k',
      5,
    ],
    [
      'under a list item',
      'checks:\n  - name: A\n     baseline: a.json\n    candidate: b.json\n',
      3,
      'baseline',
      'name',
      5,
    ],
    [
      'at the top',
      `multiplicity: holm\n  confidence: 0.9\nchecks:\n${CHECK}    candidate: b.json\n`,
      2,
      'confidence',
      'multiplicity',
      1,
    ],
  ])(
    'says where to start a key indented too far %s, a fix that parses once made',
    async (_where, text, line, key, above, column) => {
      expect(await configError(text)).toMatch(
        new RegExp(
          `^ci/passk-gate.yml:${line}: not valid YAML: ${key} is indented past ${above} above it: start it at column ${column}, as ${above} \\(`,
        ),
      );
      const lines = text.split('\n');
      lines[line - 1] = `${' '.repeat(column - 1)}${lines[line - 1]!.trimStart()}`;
      await expect(parseGateConfig(lines.join('\n'), 'ci/passk-gate.yml')).resolves.toBeDefined();
    },
  );

  it('gives a key indented less than its siblings the column where the key starts', async () => {
    const text = 'checks:\n  - name: A\n    baseline: a.json\n  candidate: b.json\n';
    expect(await configError(text)).toBe(
      'ci/passk-gate.yml:4: not valid YAML: All mapping items must start at the same column (column 3 of "  candidate: b.json")',
    );
  });

  // The parser says an implicit key spans lines, or items start at different columns: the missing space is the fault.
  it.each([
    [
      "after a key's colon",
      `checks:\n  - name: a\n    baseline:x.json\n    candidate: y.json\n`,
      3,
      'write baseline: x.json',
    ],
    ["after the last key's colon", `checks:\n  - name: a\n    baseline: x.json\n    k:5\n`, 4, 'write k: 5'],
    ['after a colon in a list item', `checks:\n  - name:a\n    baseline: x.json\n`, 2, 'write - name: a'],
    ['after a top-level colon', `multiplicity:holm\nchecks: []\n`, 1, 'write multiplicity: holm'],
    ["after a list item's -", `checks:\n  - name: a\n    baseline: x.json\n  -name: b\n`, 4, 'write - name: b'],
  ])('says what to write when a space is missing %s', async (_where, text, line, fix) => {
    const message = await configError(text);
    expect(message).toMatch(new RegExp(`^ci/passk-gate.yml:${line}: not valid YAML: .*: ${fix} \\(column \\d+ of `));
  });

  // YAML reads `-name` as a key and faults the next line, nested under it (`Nested mappings are not allowed ...`).
  it("says what to write when the first check's - has no space after it", async () => {
    const text = 'checks:\n  -name: a\n    baseline: x.json\n    candidate: y.json\n';
    expect(await configError(text)).toBe(
      'ci/passk-gate.yml:2: not valid YAML: a list item needs a space after its -: write - name: a (column 3 of "  -name: a")',
    );
  });

  it('gives the line of a tab indent and of a second document', async () => {
    expect(await configError('\tchecks: []\n')).toBe(
      'ci/passk-gate.yml:1: not valid YAML: Tabs are not allowed as indentation (column 1 of "\\tchecks: []")',
    );
    expect(await configError('checks:\n  - {name: a, baseline: x, candidate: y}\n---\nchecks: []\n')).toBe(
      'ci/passk-gate.yml:3: not valid YAML: a second document starts here; a config file is one document: remove ' +
        'this line and what follows it (column 1 of "---")',
    );
  });

  it('gives an undefined alias, a list as a key and a Windows path in double quotes their line, in plain words', async () => {
    expect(await configError('defaults:\n  margin: *m\nchecks: []\n')).toBe(
      'ci/passk-gate.yml:2: not valid YAML: *m names no anchor: set &m on a value above it (column 11 of "  margin: *m")',
    );
    // The library would also warn on stderr that it stringified the key.
    const warnings: unknown[] = [];
    const onWarning = (warning: unknown) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      expect(await configError('defaults:\n  ? [a, b]\n  : 1\nchecks: []\n')).toBe(
        'ci/passk-gate.yml:2: not valid YAML: a key must be a name, not a list or a map (column 5 of "  ? [a, b]")',
      );
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
    // The line is quoted as written: one backslash, the quotes unescaped.
    expect(await configError('checks:\n  - name: a\n    baseline: "runs\\hb.json"\n')).toBe(
      'ci/passk-gate.yml:3: not valid YAML: Invalid escape sequence \\h: in double quotes \\ starts an escape; write / ' +
        'between folders (column 20 of "    baseline: "runs\\hb.json"")',
    );
  });

  // Pasted from a web page: YAML reads U+00A0 as text, and the parser gives a later line and another cause.
  it.each([
    ['indentation', 'checks:\n  - name: a\n\u00a0   baseline: x\n    candidate: y\n', 3, 1, 'U+00A0 no-break space'],
    ["a key's colon", 'defaults:\n  margin:\u00a0 0.01\nchecks: []\n', 2, 10, 'U+00A0 no-break space'],
    ['an unquoted value', 'checks:\n  - baseline: a\u202fb\n', 2, 16, 'U+202F narrow no-break space'],
    ['an unquoted key', 'checks:\n  - base\u00a0line: a\n', 2, 9, 'U+00A0 no-break space'],
    ["a label's start", 'checks:\n  - name: \u00a0a\n', 2, 11, 'U+00A0 no-break space'],
    ["a label's end", 'checks:\n  - name: a\u3000\n', 2, 12, 'U+3000 ideographic space'],
  ])(
    'names white space other than the space in %s by its line and column',
    async (_where, text, line, column, name) => {
      expect(await configError(text)).toBe(
        `ci/passk-gate.yml:${line}: not valid YAML: ${name}: use plain spaces (column ${column} of "${text.split('\n')[line - 1]}")`,
      );
      expect((await configError(text, 'gate.json')).startsWith(`gate.json:${line}: not valid JSON: ${name}`)).toBe(
        true,
      );
    },
  );

  it("takes white space other than the space in a quoted value, a label's text and a comment", async () => {
    const text = 'checks: # from\u00a0the docs\n  - name: "a\u00a0b"\n    baseline: x\n    candidate: y # \u00a0\n';
    expect((await parseGateConfig(text, 'g.yml')).checks[0]!.name).toBe('a\u00a0b');
    // A label is free text, never compared: pasted as it is, it runs.
    const label = 'checks:\n  - name: pass@1\u00a0on HumanEval\u202f+\n    baseline: x\n    candidate: y\n';
    expect((await parseGateConfig(label, 'g.yml')).checks[0]!.name).toBe('pass@1\u00a0on HumanEval\u202f+');
  });

  it("gives a .json config's faults in JSON's words, with their line", async () => {
    const checks = '  "checks": [{"name": "a", "baseline": "x", "candidate": "y", "k": 1, "k": 5}]\n';
    expect(await configError(`// gate\n{\n${checks}}\n`, 'gate.json')).toBe(
      'gate.json:1: not valid JSON: comments are not JSON (column 1 of "// gate")',
    );
    expect(await configError(`{\n${checks}}\n`, 'gate.json')).toBe(
      `gate.json:2: duplicate key "k": give each key once (column ${checks.lastIndexOf('"k"') + 1} of "${checks.trimEnd()}")`,
    );
    // After a comma YAML reads a comment as part of the next key, with no error of its own.
    const listed = '  "checks": [{"name": "a", "baseline": "x", "candidate": "y"}]\n';
    expect(await configError(`{"multiplicity": "holm", // family\n${listed}}\n`, 'gate.json')).toBe(
      'gate.json:1: not valid JSON: comments are not JSON (column 26 of "{"multiplicity": "holm", // family")',
    );
    expect(await configError(`{"confidence": 0.95, /* x */\n${listed}}\n`, 'gate.json')).toMatch(
      /^gate\.json:1: not valid JSON: comments are not JSON \(column 22 of /,
    );
    // JSON with comments, named so: its comments are no JSON either, not keys YAML reads them as.
    expect(await configError(`{\n  // the gate's checks\n${listed}}\n`, 'gate.jsonc')).toBe(
      'gate.jsonc:2: not valid JSON: comments are not JSON (column 3 of "  // the gate\'s checks")',
    );
    // A YAML file keeps YAML's words.
    expect(await configError(`{\n${checks}}\n`)).toMatch(
      /^ci\/passk-gate.yml:2: not valid YAML: Map keys must be unique/,
    );
  });

  it('reads a .json config YAML reads as it means, as earlier releases did: trailing commas, single quotes, # comments', async () => {
    const text =
      "{\n# the nightly gate\n  'multiplicity': 'holm',\n  \"checks\": [{'name': 'it''s a', \"baseline\": \"x\", " +
      '"candidate": "http://h/y", "candidate-config": "temperature=0",},],\n}\n';
    const config = await parseGateConfig(text, 'gate.json');
    expect(config.multiplicity).toBe('holm');
    expect(config.checks[0]).toMatchObject({ name: "it's a", baseline: 'x' });
    // `//` after a quoted value with a `//` and `'` in it is still a comment YAML would read as text.
    expect(await configError(`{"a": "http://x'y", // note\n"b": 1}\n`, 'gate.json')).toMatch(
      /^gate\.json:1: not valid JSON: comments are not JSON \(column 21 of /,
    );
  });

  it('names a trailing comma as such where a .json config is refused', async () => {
    const line = '  "checks": [{"name": "a", "baseline": "x",}],';
    expect(await configError(`{\n${line}\n  "k": [1,, 2]\n}\n`, 'gate.json')).toBe(
      `gate.json:2: not valid JSON: a trailing comma before }: remove it (column ${line.indexOf(',}') + 1} of "${line}")`,
    );
    expect(await configError('{\n  "checks": [1, 2,],\n  "k": [1,, 2]\n}\n', 'gate.json')).toBe(
      'gate.json:2: not valid JSON: a trailing comma before ]: remove it (column 18 of "  "checks": [1, 2,],")',
    );
  });

  it('reads `//` and `/*` inside a quoted value of a .json config as the value, not as a comment', async () => {
    const text = `{"checks": [{"name": "a // b \\" /* c", "baseline": "x", "candidate": "y"}, {"name": 'it''s // d', "baseline": "x", "candidate": "z"}]}`;
    const config = await parseGateConfig(text, 'gate.json');
    expect(config.checks.map((check) => check.name)).toEqual(['a // b " /* c', "it's // d"]);
  });

  it('names the duplicate key of a one-line .json config, not JSON Lines', async () => {
    expect(await configError('{"checks": [], "checks": []}\n', 'gate.json')).toBe(
      'gate.json:1: duplicate key "checks": give each key once (column 16 of "{"checks": [], "checks": []}")',
    );
  });

  it('refuses aliases that expand past 1000 nodes (a "billion laughs") as bad input, not as a crash', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const name of 'bcdef') {
      const previous = levels.at(-1)![0]!;
      levels.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(', ')}]`);
    }
    const text = `${levels.join('\n')}\nchecks: []\n`;
    expect(await configError(text)).toBe(
      'ci/passk-gate.yml: not valid YAML: Excessive alias count indicates a resource exhaustion attack',
    );
    // A few aliases are YAML like any other: a check's values shared by an anchor.
    const shared = await parseGateConfig(
      'checks:\n  - {name: a, baseline: &base runs/b.json, candidate: c.json}\n  - {name: b, baseline: *base, candidate: d.json}\n',
      'g.yml',
    );
    expect(shared.checks.map((check) => check.baseline)).toEqual(['runs/b.json', 'runs/b.json']);
  });

  it('refuses a document that is empty or not a map, naming the file and its line', async () => {
    expect(await configError('')).toBe('ci/passk-gate.yml: is empty');
    expect(await configError('\n# TODO\n')).toBe('ci/passk-gate.yml: is empty: it holds no keys, only comments');
    expect(await configError('~\n')).toBe('ci/passk-gate.yml:1: the config: expected a map of keys, got null');
    expect(await configError('- 1\n- 2\n')).toBe('ci/passk-gate.yml:1: the config: expected a map of keys, got a list');
  });

  it("puts a value's error at its key's line, and a check's where its keys begin", async () => {
    const text = 'checks:\n  - name: a\n    baseline: x\n    candidate: y\n    k:\n      - 1\n';
    expect(await configError(text)).toBe('ci/passk-gate.yml:5: check "a": k: expected a number, got [1]');
    expect(await configError('checks:\n  - name: a\n    baseline: x\n    candidate: y\n  -\n    baseline: x\n')).toBe(
      // The item's dash is on line 5, its first key on line 6.
      'ci/passk-gate.yml:6: check 2 has no name',
    );
  });

  it("takes paths relative to the file's folder, and from an object relative to the working directory", async () => {
    const text = 'checks:\n  - {name: a, baseline: b.json, candidate: /abs/c.json}\n';
    expect((await parseGateConfig(text, join('deep', 'er', 'gate.yml'))).checks[0]).toMatchObject({
      baseline: join('deep', 'er', 'b.json'),
      candidate: '/abs/c.json',
    });
    expect((await parseGateConfig(text, 'gate.yml')).checks[0]!.baseline).toBe('b.json');
    const object = gateConfigFromObject({ checks: [{ name: 'a', baseline: 'runs/b.json', candidate: 'c.json' }] });
    expect(object).toMatchObject({
      file: null,
      checks: [{ baseline: 'runs/b.json', line: null, label: 'checks[0]: check "a"' }],
    });
  });
});

describe('a results file given as the config', () => {
  const compare =
    'not a gate config: to compare two results files, run compare --baseline FILE --candidate FILE (in the ' +
    'action, give the inputs baseline and candidate instead of config)';

  it('says a passk-results file is a results file, and how to compare two', async () => {
    const results = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'baseline.json'), 'utf8');
    expect(await configError(results, 'baseline.json')).toBe(
      `baseline.json: looks like a results file (passk-results/v1), ${compare}`,
    );
  });

  it("says a harness's own results file is one, by the keys detection reads, not that its keys are unknown", async () => {
    const fixtures = join(import.meta.dirname, '..', 'fixtures', 'formats');
    for (const [file, format] of <const>[
      ['evalplus/samples_eval_results.json', 'evalplus'],
      ['swebench/openai__gpt-4o.verified-run1.json', 'swebench'],
      ['terminalbench/2025-07-01__10-00-00/results.json', 'terminalbench'],
      ['livecodebench/codegeneration_3_0.2_eval_all.json', 'livecodebench'],
    ]) {
      const path = join(fixtures, file);
      expect(await configError(readFileSync(path, 'utf8'), path)).toBe(
        `${path}: looks like a results file (${format}), ${compare}`,
      );
    }
  });

  it('says JSON Lines are a results file, not a config that is not valid YAML', async () => {
    const lines = '{"task_id": "HumanEval/0", "passed": true}\n{"task_id": "HumanEval/1", "passed": false}\n';
    expect(await configError(lines, 'samples.jsonl_results.jsonl')).toBe(
      `samples.jsonl_results.jsonl: looks like a results file (JSON Lines), ${compare}`,
    );
    // A config in JSON, its lines no JSON alone, is read as YAML: its fault is at its line.
    expect(await configError('{"checks": [\n  {"name": "a"}\n', 'g.json')).toMatch(/^g.json:\d+: not valid JSON: /);
  });
});

describe('readGateConfig', () => {
  it('refuses a file over 1 MiB, a folder, a pipe and text that is not UTF-8, before parsing any', async () => {
    const dir = tempDir('passk-gate-config-');
    const big = join(dir, 'big.yml');
    writeFileSync(big, `# ${'x'.repeat(2 * 1024 * 1024)}\n`);
    // 2 MiB and 3 bytes.
    await expect(readGateConfig(big)).rejects.toThrow(`${big}: is 2049 kB; a config file is at most 1 MiB`);
    // 1 MiB is read; a kilobyte more is not.
    const config = 'checks:\n  - {name: a, baseline: x, candidate: y}\n';
    const limit = join(dir, 'limit.yml');
    writeFileSync(limit, `${config}# ${'x'.repeat(1024 * 1024 - config.length - 3)}\n`);
    expect((await readGateConfig(limit)).checks[0]!.name).toBe('a');
    const over = join(dir, 'over.yml');
    writeFileSync(over, `${config}# ${'x'.repeat(1024 * 1024 + 1024 - config.length - 3)}\n`);
    await expect(readGateConfig(over)).rejects.toThrow(`${over}: is 1025 kB; a config file is at most 1 MiB`);
    // A byte over: not "1024 kB", which reads as within the limit.
    const byte = join(dir, 'byte.yml');
    writeFileSync(byte, `${config}# ${'x'.repeat(1024 * 1024 + 1 - config.length - 3)}\n`);
    await expect(readGateConfig(byte)).rejects.toThrow(`${byte}: is 1025 kB; a config file is at most 1 MiB`);
    const folder = join(dir, 'folder.yml');
    mkdirSync(folder);
    await expect(readGateConfig(folder)).rejects.toThrow(`${folder}: is a directory, not a config file`);
    if (process.platform !== 'win32') {
      // A pipe nobody writes to would hang a reader: it is refused by its kind, unopened.
      const pipe = join(dir, 'pipe.yml');
      execFileSync('mkfifo', [pipe]);
      await expect(readGateConfig(pipe)).rejects.toThrow(
        `${pipe}: is not a regular file (a device, pipe or socket), so it cannot be read as a config file: ` +
          "write it to a file and give that file's path",
      );
    }
    // `-` is stdout for an output; an input is never stdin, which could not be read twice.
    await expect(readGateConfig('-')).rejects.toThrow(
      "-: a config file is not read from stdin: write it to a file and give that file's path",
    );
    const latin1 = join(dir, 'latin1.yml');
    writeFileSync(latin1, Buffer.from([0x23, 0x20, 0xe9, 0x0a]));
    await expect(readGateConfig(latin1)).rejects.toThrow(
      `${latin1}: line 1, column 3: is not UTF-8 text (byte 0xE9): save it as UTF-8, e.g. Set-Content -Encoding utf8`,
    );
    // Notepad's "Unicode" and PowerShell 5's `>` write UTF-16 with a byte order mark: named, with the fix.
    const utf16 = join(dir, 'utf16.yml');
    writeFileSync(utf16, Buffer.from('\ufeffchecks:\n  - {name: a, baseline: x, candidate: y}\n', 'utf16le'));
    await expect(readGateConfig(utf16)).rejects.toThrow(
      `${utf16}: is UTF-16 text (PowerShell 5's > and Out-File write it): save it as UTF-8`,
    );
    await expect(readGateConfig(join(dir, 'absent.yml'))).rejects.toThrow('absent.yml: no such file');
  });
});

describe('readGateConfig of a file that is valid', () => {
  it('reads it as parseGateConfig reads its text, named by its path', async () => {
    const dir = tempDir('passk-gate-config-read-');
    const path = join(dir, 'passk-gate.yml');
    const text = 'multiplicity: none\nchecks:\n  - name: a\n    baseline: b.json\n    candidate: c.json\n';
    writeFileSync(path, text);
    const config = await readGateConfig(path);
    expect(config).toEqual(await parseGateConfig(text, path));
    expect(config.checks[0]).toMatchObject({ line: 3, baseline: join(dir, 'b.json'), label: `${path}:3: check "a"` });
  });
});
