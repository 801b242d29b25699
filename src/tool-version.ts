import packageJson from '../package.json' with { type: 'json' };

/** Recorded in every results file, so a baseline says which tool measured it. */
export const TOOL_NAME = packageJson.name;
export const TOOL_VERSION = packageJson.version;
