import type { ConfigValue, Judgement } from '../common/types.js';

/** One of the two runs of a comparison. */
export type Side = 'baseline' | 'candidate';

/** How many ids of each side a `problems-differ` or `no-common-problems` refusal carries as examples. */
export const REFUSAL_IDS = 5;

/**
 * Why a comparison was refused, as data (the `reasons` strings say the same in words): the reports build
 * each surface's ready-to-paste fix from it. Values a side does not record are null, and `missing` says
 * which sides lack the key (a recorded value may itself be null).
 */
export type Refusal =
  | { kind: 'config-differs'; key: string; baseline: ConfigValue; candidate: ConfigValue }
  | { kind: 'config-missing'; key: string; baseline: ConfigValue; candidate: ConfigValue; missing: Side[] }
  | {
      kind: 'problems-differ';
      shared: number;
      only_baseline: number;
      only_candidate: number;
      /** The first few ids found in one run only, for each side. */
      baseline_ids: string[];
      candidate_ids: string[];
    }
  /** No id is in both runs: the first few of each side, as examples. */
  | { kind: 'no-common-problems'; baseline_ids: string[]; candidate_ids: string[] }
  /** Passes judged by a different harness, criterion or dataset version; `fields` names what differs. */
  | {
      kind: 'judgement-differs';
      fields: ('format' | 'criterion' | 'dataset')[];
      baseline: Judgement;
      candidate: Judgement;
    }
  /** Problems named only by position (MLflow lists) that cannot be paired: lengths differ, or one side has ids. */
  | { kind: 'positions-unpairable'; baseline: number; candidate: number; ids: Side | null };
