import { publishAll } from './publish-all';
import { storeRoot } from './paths';

const USAGE = `usage: tsx src/cli.ts <command>

commands:
  publish-all   build stale remotes, copy each into <store>/remotes/<name>/<version>/, write the production pointer

store: ${storeRoot()} (STORE_DIR overrides)`;

/** Each command is a function of its own module; this file only dispatches. */
const COMMANDS: Record<string, () => number> = {
  'publish-all': () => (publishAll().some((outcome) => outcome.error) ? 1 : 0),
};

function main(argv: string[]): number {
  const [command] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(USAGE);
    return command ? 2 : 0;
  }
  return run();
}

process.exitCode = main(process.argv.slice(2));
