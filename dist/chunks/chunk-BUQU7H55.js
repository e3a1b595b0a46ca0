import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/common/points.ts
function points(value, digits = 1) {
  const text = (value * 100).toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

export {
  points
};
