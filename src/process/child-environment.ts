/**
 * The environment every child process gets (npm, builds, servers, the load generator): built
 * from an allow list, never inherited. Servers and installs run code from the pull request and
 * from npm, and a block list always misses a name (GITHUB_PAT, NPM_CONFIG__AUTH, AWS_*_KEY...).
 * Allowed: what a program needs to find its tools and write its files, npm's cache and registry
 * settings (not its credentials), proxies, and PERF_GATE_* variables, the prefix by which a
 * setting is handed to a server on purpose.
 */
const ALLOWED_NAMES = new Set(
  [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TERM',
    'TMPDIR',
    'TMP',
    'TEMP',
    'XDG_CACHE_HOME',
    'XDG_CONFIG_HOME',
    'CI',
    'NO_COLOR',
    'NODE_EXTRA_CA_CERTS',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    // Windows: without these, processes cannot start or find their profile.
    'SYSTEMROOT',
    'WINDIR',
    'COMSPEC',
    'PATHEXT',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
  ].map((name) => name.toUpperCase()),
);

const ALLOWED_PATTERNS = [
  /^LC_[A-Z]+$/i,
  // npm settings that say where packages come from and how to fetch them; credentials such as
  // npm_config__auth or npm_config_//host/:_authToken do not match.
  /^npm_config_(registry|cache|prefer_offline|offline|fetch_retries|fetch_retry_(mintimeout|maxtimeout|factor)|fetch_timeout|strict_ssl|cafile|proxy|https_proxy|noproxy|loglevel|update_notifier|fund|audit)$/i,
  /^PERF_GATE_[A-Z0-9_]+$/,
];

export function isAllowedInChildren(name: string): boolean {
  return ALLOWED_NAMES.has(name.toUpperCase()) || ALLOWED_PATTERNS.some((pattern) => pattern.test(name));
}

/** The allowed part of our environment plus `extra`, the variables the engine sets itself. */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (isAllowedInChildren(name)) env[name] = value;
  }
  return { ...env, ...extra };
}
