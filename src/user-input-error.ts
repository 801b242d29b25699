/**
 * An error in what the user gave us (a flag, an action input, a file). Its message is one
 * line that names the thing at fault, so entry points print it without a stack trace.
 */
export class UserInputError extends Error {
  override name = 'UserInputError';
}
