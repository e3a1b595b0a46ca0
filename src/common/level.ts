/**
 * The level a check is tested at: its two-sided alpha (a p-value must be below it to claim a change) and the
 * confidence of its interval, 1 - alpha. Made here alone, once per check, and stored in the report: nothing
 * downstream turns one into the other again.
 */
export interface Level {
  confidence: number;
  alpha: number;
}

/**
 * The level of a check tested alone at `confidence`: alpha = 1 - confidence to 10 significant digits, so that
 * 0.995 gives exactly 0.005 (1 - 0.995 is 0.0050000000000000044 in binary, which would let p = 0.005 pass).
 */
export function levelAt(confidence: number): Level {
  return { confidence, alpha: Number((1 - confidence).toPrecision(10)) };
}

/** The level of a check tested at an adjusted `alpha` (Holm, Bonferroni): 1 - 0.0125 reads 0.9875 (12 digits). */
export function levelOfAlpha(alpha: number): Level {
  return { confidence: Number((1 - alpha).toPrecision(12)), alpha };
}
