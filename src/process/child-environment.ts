/**
 * The environment every child process gets: ours minus anything secret. Servers and
 * dependency installs run code from the pull request and from npm; neither may see the
 * GitHub token (the action's INPUT_GITHUB-TOKEN, GITHUB_TOKEN) or the runner's own tokens.
 */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|^INPUT_|^ACTIONS_(RUNTIME|ID_TOKEN|CACHE)|NPM_AUTH/i;

export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!SECRET_NAME.test(name)) env[name] = value;
  }
  return { ...env, ...extra };
}
