/** `f`, called at most once: later calls return the first call's result. */
export function once<T>(f: () => T): () => T {
  let value: { result: T } | undefined;
  return () => (value ??= { result: f() }).result;
}
