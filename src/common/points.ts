/** A metric difference in points (0.0123 -> "1.2"), for warnings and reports. */
export function points(value: number, digits = 1): string {
  const text = (value * 100).toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
