/**
 * Whether text is a plain decimal number as people write one in a flag or a config value ("0.8", "-1e3",
 * ".5"): no hex, no "Infinity", no "NaN", no spaces, unlike Number().
 */
export function isDecimalText(text: string): boolean {
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text);
}
