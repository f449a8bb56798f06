// How a bad stored value is shown in a problem message (settings, a game's section of them):
// short, JSON-like so a string looks like one, and never throwing.

/** `"a", "b" or "c"`; booleans unquoted (`true or false`). */
export function quoteChoices(choices: readonly unknown[]): string {
  const words = choices.map((c) => JSON.stringify(c));
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** A stored value as the message shows it: at most 40 characters and an ellipsis. */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // A cycle or a BigInt cannot be stringified; stored data has neither, but never throw here.
    text = Object.prototype.toString.call(value);
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
