import { pasteQuoted } from '../io/value-text.js';
import type { OptionEdits } from '../common/errors.js';
import type { PasteLanguage } from './layout.js';

/**
 * Where a report is read, which decides how a lone comparison's fix is written: the option changes as lines to
 * paste, in a fenced block of `language` in markdown. A config file's check is always fixed in the file.
 */
export interface Surface {
  language: PasteLanguage;
  /** The option changes to paste: a command's words, each quoted for the shell, or lines of YAML or JSON. */
  fix: (edits: OptionEdits) => string[];
}

/**
 * A value as a YAML scalar: a boolean as such; a string plain when it cannot be read as anything else, else
 * double-quoted (`pasteQuoted`: JSON, which YAML reads, with controls and invisible characters as `\uXXXX`).
 */
function yamlScalar(value: string | boolean): string {
  if (typeof value === 'boolean') return String(value);
  const plain = /^[A-Za-z_][\w.,=/@+-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : pasteQuoted(value);
}

/** The action's: the option changes as the lines of a workflow step's `with:` block. */
export const ACTION_SURFACE: Surface = {
  language: 'yaml',
  fix: (edits) => ['with:', ...Object.entries(edits).map(([name, value]) => `  ${name}: ${yamlScalar(value)}`)],
};

/**
 * A check of a gate's config file (`file`): the option changes as the check's name, then its new keys, in YAML,
 * or in JSON for a `.json` (or `.jsonc`) file, which YAML's lines would break; the config reader tells JSON alike.
 */
export function configCheckSurface(name: string, file: string): Surface {
  if (!/\.jsonc?$/i.test(file)) {
    return {
      language: 'yaml',
      fix: (edits) => [
        'checks:',
        `  - name: ${yamlScalar(name)}`,
        ...Object.entries(edits).map(([key, value]) => `    ${key}: ${yamlScalar(value)}`),
      ],
    };
  }
  return { language: 'json', fix: (edits) => `"checks": ${JSON.stringify([{ name, ...edits }], null, 2)}`.split('\n') };
}
