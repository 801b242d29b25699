// The hand-written check a user of a framework without built-in validation writes.
// Each server folder keeps its own copy so that it installs and runs on its own.
const USER_KEY_COUNT = 4;

/** The user with lastUpdate as a Date, or undefined when `value` is not exactly a User. */
export function parseUser(value) {
  if (typeof value !== 'object' || value === null || Object.keys(value).length !== USER_KEY_COUNT) {
    return undefined;
  }
  const { id, name, surname, lastUpdate } = value;
  if (typeof id !== 'number' || typeof name !== 'string' || typeof surname !== 'string') return undefined;
  if (typeof lastUpdate !== 'string') return undefined;
  const date = new Date(lastUpdate);
  if (Number.isNaN(date.getTime())) return undefined;
  return { id, name, surname, lastUpdate: date };
}
