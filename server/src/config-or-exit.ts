import { ConfigError, loadConfig, type Config } from './config';

/** The configuration, or exit 1 with every problem listed (for the entry points). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    // A configuration mistake is the operator's to fix: say what is wrong, no stack trace.
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
