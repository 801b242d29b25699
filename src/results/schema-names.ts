/**
 * Name rules shared by the results schema and the gate outcome's schema, in a module of their
 * own so that each schema can use the other's parts without importing itself.
 */
export const serverName = { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]*$', maxLength: 100 } as const;
