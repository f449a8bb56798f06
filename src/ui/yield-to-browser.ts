// Lets the browser run between two slices of start-up work (input, a frame), so loading the game
// stage is a few short tasks instead of one long one: a task over 50 ms delays the player's tap.

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
