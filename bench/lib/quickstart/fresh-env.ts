/** What a login shell on a fresh machine has, plus the machine's network settings (proxies, CA certificates) npm needs to reach its registry. */
const KEPT = new Set(['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'TZ', 'TERM', 'TMPDIR']);
const isKept = (name: string): boolean => KEPT.has(name) || name.startsWith('LC_') || /proxy|cert|ca_bundle|cainfo/i.test(name);

/**
 * The environment the README's commands run in: the bench's own npm (npm_* variables, INIT_CWD, which
 * point at this checkout) and any Foyer setting of the caller's shell stay out, so the clone is measured
 * as a newcomer runs it; `extra` adds what the measurement sets on purpose (PORT, npm_config_cache…).
 */
export const freshEnv = (base: NodeJS.ProcessEnv, extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && isKept(name)) env[name] = value;
  }
  return { ...env, ...extra };
};
