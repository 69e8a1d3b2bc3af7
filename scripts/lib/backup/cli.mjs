// What the backup and restore commands share on the command line: their arguments, their output, and the error
// that means "refused, nothing was changed" (exit code 2, where a failure is 1).
export class Refused extends Error {}

/**
 * `--flag`, `--option value` / `--option=value` and positional arguments; anything else is refused.
 * @param {string[]} argv
 * @param {{ flags?: string[], options?: string[] }} spec
 * @returns {{ _: string[], [name: string]: string | boolean | string[] | undefined }}
 */
export function parseArgs(argv, { flags = [], options = [] } = {}) {
  /** @type {{ _: string[], [name: string]: string | boolean | string[] | undefined }} */
  const out = { _: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (flags.includes(name)) out[name] = true;
      else if (options.includes(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined) throw new Refused(`--${name} needs a value`);
        out[name] = value;
      } else throw new Refused(`unknown option --${name}`);
    } else out._.push(arg);
  }
  return out;
}

/**
 * A command's output lines: `[backup] ...`.
 * @param {string} tag
 */
export const sayer = (tag) => /** @param {string} message */ (message) => console.log(`[${tag}] ${message}`);

/**
 * Runs a command's main function: a refusal exits 2, any other error 1, each with one line on stderr.
 * @param {string} tag
 * @param {() => Promise<void>} main
 */
export function runCommand(tag, main) {
  main().catch((/** @type {unknown} */ error) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[${tag}] ${error instanceof Refused ? 'refused' : 'failed'}: ${message}`);
    process.exit(error instanceof Refused ? 2 : 1);
  });
}
