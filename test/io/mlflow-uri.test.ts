import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { isMlflowUri, parseMlflowUri } from '../../src/io/mlflow-uri.js';

describe('MLflow URIs', () => {
  it.each([
    ['runs:/abc', { kind: 'run', runId: 'abc', artifact: 'per_problem_counts.json' }],
    ['runs:/abc/', { kind: 'run', runId: 'abc', artifact: 'per_problem_counts.json' }],
    ['runs:/abc/eval/results.json', { kind: 'run', runId: 'abc', artifact: 'eval/results.json' }],
    [
      'models:/coder@champion',
      { kind: 'alias', name: 'coder', alias: 'champion', artifact: 'per_problem_counts.json' },
    ],
    [
      'models:/team@eu/coder@prod',
      { kind: 'alias', name: 'team@eu/coder', alias: 'prod', artifact: 'per_problem_counts.json' },
    ],
    ['models:/coder@eu@prod', { kind: 'alias', name: 'coder@eu', alias: 'prod', artifact: 'per_problem_counts.json' }],
    ['models:/coder/3', { kind: 'version', name: 'coder', version: '3', artifact: 'per_problem_counts.json' }],
    ['models:/coder/latest', { kind: 'alias', name: 'coder', alias: 'latest', artifact: 'per_problem_counts.json' }],
    ['models:/coder/Latest', { kind: 'alias', name: 'coder', alias: 'latest', artifact: 'per_problem_counts.json' }],
  ])('reads %s', (uri, expected) => {
    if (expected === undefined) expect(() => parseMlflowUri(uri)).toThrow(InputError);
    else expect(parseMlflowUri(uri)).toEqual(expected);
  });

  it.each([
    ['runs:/', /names no run id/],
    ['runs:/abc/../secret', /is not a path inside the run/],
    ['models:/coder/Production', /"Production" is a model stage, which MLflow deprecated; name an alias/],
    ['models:/m-4f2a9c', /names a logged model, not a registered model version/],
    ['models:/coder/1/2', /has more than a name and a version/],
    [
      'models:/coder@champion/eval/results.json',
      /"models:\/coder@champion\/eval\/results\.json": names an artifact after the alias, which a models:\/ URI cannot: it reads per_problem_counts\.json of the run of the version the alias points to; to read another artifact, give that run as runs:\/<run_id>\/<artifact path> \(/,
    ],
    ['models:/coder@champion/results.json', /names an artifact after the alias, which a models:\/ URI cannot/],
    ['models:/coder@', /"models:\/coder@": the alias after the @ is empty/],
    ['models:/@champion', /names no registered model before the @/],
  ])('refuses %s, saying why and which forms it reads', (uri, message) => {
    expect(() => parseMlflowUri(uri)).toThrow(message);
    expect(() => parseMlflowUri(uri)).toThrow(/the forms read are runs:\/<run_id>/);
  });
});

describe('parseMlflowUri: names as MLflow allows them', () => {
  it('reads spaces inside an artifact path and a model name, as written or percent-encoded once', () => {
    const artifact = { kind: 'run', runId: 'a18', artifact: 'my results/per problem.json' };
    expect(parseMlflowUri('runs:/a18/my results/per problem.json')).toEqual(artifact);
    expect(parseMlflowUri('runs:/a18/my%20results/per%20problem.json')).toEqual(artifact);
    const alias = { kind: 'alias', name: 'my coder', alias: 'champion', artifact: 'per_problem_counts.json' };
    expect(parseMlflowUri('models:/my coder@champion')).toEqual(alias);
    expect(parseMlflowUri('models:/my%20coder@champion')).toEqual(alias);
    // Decoded once: %2520 is a name with %20 in it; a % that starts no escape stays as written.
    expect(parseMlflowUri('models:/my%2520coder/2')).toMatchObject({ kind: 'version', name: 'my%20coder' });
    expect(parseMlflowUri('runs:/r1/100% pass/a%20b.json')).toMatchObject({ artifact: '100% pass/a b.json' });
  });

  it("reads a model name with a / as the name, up to the alias's @, or encoded as %2F before a version", () => {
    const alias = { kind: 'alias', name: 'team/coder', alias: 'prod', artifact: 'per_problem_counts.json' };
    expect(parseMlflowUri('models:/team/coder@prod')).toEqual(alias);
    expect(parseMlflowUri('models:/team%2Fcoder/3')).toMatchObject({ kind: 'version', name: 'team/coder' });
    expect(() => parseMlflowUri('models:/team/coder/3')).toThrow(
      /has more than a name and a version \(a \/ in the model's name is written %2F\)/,
    );
    expect(() => parseMlflowUri('models:/team/@prod')).toThrow(/"team\/" is not a registered model's name/);
  });
});

describe('parseMlflowUri: refusals', () => {
  it('refuses control characters anywhere, even percent-encoded, and a URI of another scheme', () => {
    expect(() => parseMlflowUri('runs:/abc\n')).toThrow(
      /^"runs:\/abc\\n": has control or invisible characters \(the forms/,
    );
    expect(() => parseMlflowUri('models:/coder@\u0000x')).toThrow(/has control or invisible characters/);
    expect(() => parseMlflowUri('runs:/abc/a%0Ab.json')).toThrow(/has control or invisible characters/);
    expect(() => parseMlflowUri('models:/coder\u202e@prod')).toThrow(/has control or invisible characters/);
    expect(() => parseMlflowUri('mlflow-artifacts:/1/abc')).toThrow(
      /^"mlflow-artifacts:\/1\/abc": is not an MLflow URI/,
    );
  });

  it('refuses white space around a name, and in a run id', () => {
    expect(() => parseMlflowUri('runs:/abc ')).toThrow(/^"runs:\/abc ": "abc " starts or ends with white space \(the/);
    expect(() => parseMlflowUri('runs:/abc/ x.json')).toThrow(/" x\.json" starts or ends with white space/);
    expect(() => parseMlflowUri('models:/coder @champion')).toThrow(/"coder " starts or ends with white space/);
    expect(() => parseMlflowUri('models:/coder/3 ')).toThrow(/"3 " starts or ends with white space/);
    expect(() => parseMlflowUri('runs:/abc def')).toThrow(/^"runs:\/abc def": the run id "abc def" has white space/);
  });

  it('refuses an artifact path with an empty, "." or ".." segment anywhere, even percent-encoded', () => {
    for (const uri of [
      'runs:/abc/a//b.json',
      'runs:/abc/./b.json',
      'runs:/abc/eval/..',
      'runs:/abc/../x',
      'runs:/abc/%2E%2E/x',
    ]) {
      expect(() => parseMlflowUri(uri)).toThrow(/is not a path inside the run/);
    }
  });

  it('takes extra slashes after the scheme and at the end of a run URI', () => {
    expect(parseMlflowUri('runs:///abc/eval/results.json//')).toEqual({
      kind: 'run',
      runId: 'abc',
      artifact: 'eval/results.json',
    });
    expect(parseMlflowUri('models://coder/2')).toEqual({
      kind: 'version',
      name: 'coder',
      version: '2',
      artifact: 'per_problem_counts.json',
    });
  });
});

describe('isMlflowUri', () => {
  it('tells runs:/ and models:/ URIs from paths, by their exact scheme', () => {
    expect(isMlflowUri('runs:/abc')).toBe(true);
    expect(isMlflowUri('models:/coder@champion')).toBe(true);
    expect(isMlflowUri('runs/abc.json')).toBe(false);
    expect(isMlflowUri('./runs:/abc')).toBe(false);
    expect(isMlflowUri('Runs:/abc')).toBe(false);
    expect(isMlflowUri('models:coder')).toBe(false);
  });
});
