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
    ['models:/team@eu/coder@prod', undefined],
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
    ['models:/coder@', /"models:\/coder@": the alias after the @ is empty/],
    ['models:/@champion', /names no registered model before the @/],
  ])('refuses %s, saying why and which forms it reads', (uri, message) => {
    expect(() => parseMlflowUri(uri)).toThrow(message);
    expect(() => parseMlflowUri(uri)).toThrow(/the forms read are runs:\/<run_id>/);
  });
});

describe('parseMlflowUri: refusals', () => {
  it('refuses spaces and control characters anywhere, and a URI of another scheme', () => {
    expect(() => parseMlflowUri('runs:/abc def')).toThrow(
      /^"runs:\/abc def": has spaces or control characters \(the forms/,
    );
    expect(() => parseMlflowUri('runs:/abc\n')).toThrow(/^"runs:\/abc\\n": has spaces or control characters/);
    expect(() => parseMlflowUri('models:/coder@\u0000x')).toThrow(/has spaces or control characters/);
    expect(() => parseMlflowUri('mlflow-artifacts:/1/abc')).toThrow(
      /^"mlflow-artifacts:\/1\/abc": is not an MLflow URI/,
    );
  });

  it('refuses an artifact path with an empty, "." or ".." segment anywhere', () => {
    for (const uri of ['runs:/abc/a//b.json', 'runs:/abc/./b.json', 'runs:/abc/eval/..', 'runs:/abc/../x']) {
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
