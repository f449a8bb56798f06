// Fresh ids (games, tabs, seeds) from the platform's CSPRNG; the cores stay deterministic per seed.

export function freshId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `${(words[0] as number).toString(36)}${(words[1] as number).toString(36)}`;
}
