import { describe, expect, it } from 'vitest';
import { dottedSettings, movedText, settingName, underSettingNames } from '../../src/common/setting-names.js';

describe('settingName', () => {
  it("gives the gate's name of a setting recorded under a harness's or API's name, and leaves others alone", () => {
    expect(['max_new_tokens', 'maxOutputTokens', 'num_predict', 'max_gen_toks'].map(settingName)).toEqual([
      'max_tokens',
      'max_tokens',
      'max_tokens',
      'max_tokens',
    ]);
    expect(settingName('topP')).toBe('top_p');
    // max_length counts the prompt too: another setting.
    expect(['max_tokens', 'max_length', 'seed'].map(settingName)).toEqual(['max_tokens', 'max_length', 'seed']);
  });

  it('reads a setting logged in another case or with - for _ as the same setting', () => {
    expect(['Temperature', 'top-p', 'TOP_K', 'Max-New-Tokens', 'maxoutputtokens'].map(settingName)).toEqual([
      'temperature',
      'top_p',
      'top_k',
      'max_tokens',
      'max_tokens',
    ]);
    expect(['Seed', 'max-length', 'temp'].map(settingName)).toEqual(['Seed', 'max-length', 'temp']);
  });
});

describe('underSettingNames', () => {
  it("moves a setting recorded only under another name to the gate's name, with its source", () => {
    const moved = underSettingNames({
      config: { temperature: 0.2, max_new_tokens: 512, topK: 40 },
      configSources: { temperature: 'file', max_new_tokens: 'mlflow', topK: 'file' },
    });
    expect(moved.config).toEqual({ temperature: 0.2, max_tokens: 512, top_k: 40 });
    expect(moved.configSources).toEqual({ temperature: 'file', max_tokens: 'mlflow', top_k: 'file' });
    expect(moved.moved).toEqual([
      ['max_new_tokens', 'max_tokens'],
      ['topK', 'top_k'],
    ]);
    expect(movedText(moved.moved)).toBe(
      'max_tokens as max_new_tokens and top_k as topK: compared as the same settings',
    );
  });

  it('moves a setting logged in another spelling (an MLflow param Temperature), and none recorded as the gate names it', () => {
    const moved = underSettingNames({
      config: { Temperature: 0.2, 'top-p': 0.95, top_k: 40, 'Top-K': 50 },
      configSources: { Temperature: 'mlflow', 'top-p': 'mlflow', top_k: 'file', 'Top-K': 'mlflow' },
    });
    expect(moved.config).toEqual({ temperature: 0.2, top_p: 0.95, top_k: 40, 'Top-K': 50 });
    expect(moved.configSources).toEqual({ temperature: 'mlflow', top_p: 'mlflow', top_k: 'file', 'Top-K': 'mlflow' });
    expect(movedText(moved.moved)).toBe('temperature as Temperature and top_p as top-p: compared as the same settings');
  });

  it('keeps a setting recorded under its own name', () => {
    const config = { max_tokens: 256, max_new_tokens: 512, topP: 0.9 };
    expect(underSettingNames({ config, configSources: {} }).config).toEqual({
      max_tokens: 256,
      max_new_tokens: 512,
      top_p: 0.9,
    });
  });
});

describe('dottedSettings', () => {
  const compared = ['temperature', 'top_p', 'top_k', 'max_tokens'];

  it("finds a compared setting held only as the last part of one dotted key, under the gate's name", () => {
    expect(
      dottedSettings(['n', 'generation_config.temperature', 'sampling.topP', 'gen.max_new_tokens', 'x.seed'], compared),
    ).toEqual([
      ['generation_config.temperature', 'temperature'],
      ['sampling.topP', 'top_p'],
      ['gen.max_new_tokens', 'max_tokens'],
    ]);
  });

  it('guesses nothing for a setting also held plainly, under any of its names, or under two dotted keys', () => {
    expect(dottedSettings(['temperature', 'a.temperature'], compared)).toEqual([]);
    expect(dottedSettings(['max_new_tokens', 'a.max_tokens'], compared)).toEqual([]);
    expect(dottedSettings(['a.top_k', 'b.topK'], compared)).toEqual([]);
    expect(dottedSettings(['temperature.', 'a.temperatures'], compared)).toEqual([]);
  });
});
