// How the fix of a lone comparison is written where it is pasted: the action's `with:` block, and a check of a
// gate's config file; each value written so that YAML reads back the very same string or switch.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseGateConfig } from '../../src/config/file.js';
import { ACTION_SURFACE, configCheckSurface } from '../../src/render/surface.js';

describe('surfaces', () => {
  it("writes the action's with: block as YAML that reads back as the same strings", () => {
    const edits = { 'candidate-config': 'stop="a: b",temperature=0.8', problems: 'intersect', 'match-config': 'no' };
    const lines = ACTION_SURFACE.fix(edits);
    expect(lines[2]).toBe('  problems: intersect');
    expect(parse(lines.join('\n'))).toEqual({ with: edits });
  });

  it('writes a switch as a boolean, a value the gate config file accepts', async () => {
    const edits = { 'allow-mixed-judgement': true };
    const check = configCheckSurface('mbpp', 'passk-gate.yml').fix(edits).join('\n');
    const config = await parseGateConfig(`${check}\n    baseline: b.json\n    candidate: c.json\n`, 'passk-gate.yml');
    expect(config.checks[0]!.options.allowMixedJudgement).toBe(true);
    expect(parse(ACTION_SURFACE.fix(edits).join('\n'))).toEqual({ with: edits });
  });
});

/** Strings YAML would read as something else, or not at all, unquoted: numbers, switches, nulls, syntax. */
const UNPLAIN = [
  '0.8',
  '20',
  '1e3',
  '.inf',
  'true',
  'False',
  'yes',
  'No',
  'on',
  'OFF',
  'y',
  'N',
  'null',
  '~',
  '',
  'a: b',
  'x #y',
  '#x',
  '-x',
  '*alias',
  '&anchor',
  '!tag',
  '[a]',
  '{a}',
  '"quoted"',
  "it's",
  'two words',
  ' padded',
  'line\nbreak',
  'back\\slash',
];

/** Strings that read as themselves unquoted. */
const PLAIN = ['intersect', 'no-regression', 'yes_please', 'origin/main', 'temperature=0.8,top_p=0.95', 'a+b@c', '_x'];

describe('ACTION_SURFACE', () => {
  it('writes the option changes as a with: block, in YAML', () => {
    expect(ACTION_SURFACE.language).toBe('yaml');
    expect(ACTION_SURFACE.fix({})).toEqual(['with:']);
    expect(ACTION_SURFACE.fix({ problems: 'intersect', 'allow-mixed-judgement': true, 'match-config': 'no' })).toEqual([
      'with:',
      '  problems: intersect',
      '  allow-mixed-judgement: true',
      '  match-config: "no"',
    ]);
  });

  it('quotes a string only where YAML would not read it back as that string, in YAML 1.2 or 1.1', () => {
    for (const value of PLAIN) expect(ACTION_SURFACE.fix({ x: value })[1]).toBe(`  x: ${value}`);
    for (const value of UNPLAIN) {
      const line = ACTION_SURFACE.fix({ x: value })[1]!;
      expect(line, value).toBe(`  x: ${JSON.stringify(value)}`);
    }
    for (const value of [...PLAIN, ...UNPLAIN]) {
      const text = ACTION_SURFACE.fix({ x: value }).join('\n');
      expect(parse(text), value).toEqual({ with: { x: value } });
      expect(parse(text, { version: '1.1' }), value).toEqual({ with: { x: value } });
    }
    expect(parse(ACTION_SURFACE.fix({ on: true, off: false }).join('\n'))).toEqual({ with: { on: true, off: false } });
  });
});

/** What a terminal acts on, or what hides or reorders text: C0 and C1 controls, bidi, line separators, zero-width. */
const UNSEEN = [
  'a\u001b[2Jb',
  'a\u009bb',
  'a\u0085b',
  'abc\u202egnp',
  'x\u2066y\u2069',
  'a\u2028b\u2029',
  'Human\u200bEval',
];

describe('pasted values', () => {
  it('write every control and invisible character as \\uXXXX, in the with: block and a check of a config file', () => {
    for (const value of UNSEEN) {
      const edits = { 'candidate-config': value };
      for (const lines of [ACTION_SURFACE.fix(edits), configCheckSurface(value, 'passk-gate.yml').fix(edits)]) {
        const text = lines.join('\n');
        expect(text, JSON.stringify(value)).toMatch(/^[\x20-\x7e\n]*$/);
        const read: unknown = parse(text, { version: '1.1' });
        expect(read).toEqual(lines[0] === 'with:' ? { with: edits } : { checks: [{ name: value, ...edits }] });
      }
    }
  });
});

describe('configCheckSurface', () => {
  it("writes the check's name, then its new keys", () => {
    expect(
      configCheckSurface('mbpp', 'passk-gate.yml').fix({ 'candidate-config': 'temperature=0.8,max_tokens=512' }),
    ).toEqual(['checks:', '  - name: mbpp', '    candidate-config: temperature=0.8,max_tokens=512']);
    expect(configCheckSurface('HumanEval', 'passk-gate.yml').fix({})).toEqual(['checks:', '  - name: HumanEval']);
  });

  it('writes the keys as JSON for a .json config file, which YAML lines would break, and each reads back as written', async () => {
    const surface = configCheckSurface('LiveCodeBench "greedy"', 'gate.json');
    expect(surface.language).toBe('json');
    expect(configCheckSurface('a', 'gate.jsonc').language).toBe('json');
    expect(configCheckSurface('a', 'gate.json.yml').language).toBe('yaml');
    const edits = { 'candidate-config': 'temperature=0.8', margin: '0.02', 'allow-mixed-judgement': true };
    const lines = surface.fix(edits);
    expect(lines).toEqual([
      '"checks": [',
      '  {',
      '    "name": "LiveCodeBench \\"greedy\\"",',
      '    "candidate-config": "temperature=0.8",',
      '    "margin": "0.02",',
      '    "allow-mixed-judgement": true',
      '  }',
      ']',
    ]);
    const document = `{${lines.join('\n')}}`;
    expect(JSON.parse(document)).toEqual({ checks: [{ name: 'LiveCodeBench "greedy"', ...edits }] });
    const config = await parseGateConfig(
      document.replace(
        '"allow-mixed-judgement": true',
        '"allow-mixed-judgement": true, "baseline": "b.json", "candidate": "c.json"',
      ),
      'gate.json',
    );
    expect(config.checks[0]!.options).toMatchObject({ allowMixedJudgement: true, margin: 0.02 });
  });

  it('quotes a name or value YAML would misread, and each reads back as written', () => {
    expect(
      configCheckSurface('LiveCodeBench greedy', 'passk-gate.yml').fix({
        margin: '0.02',
        'allow-mixed-judgement': false,
      }),
    ).toEqual([
      'checks:',
      '  - name: "LiveCodeBench greedy"',
      '    margin: "0.02"',
      '    allow-mixed-judgement: false',
    ]);
    for (const name of [...PLAIN, ...UNPLAIN]) {
      const edits = { 'candidate-config': name, problems: 'intersect' };
      expect(parse(configCheckSurface(name, 'passk-gate.yml').fix(edits).join('\n'), { version: '1.1' }), name).toEqual(
        {
          checks: [{ name, ...edits }],
        },
      );
    }
  });
});
