/**
 * Ends the fake provider's pending batches when a test says so. A test's
 * fake model sets `batch_delay_ms: 86400000` (a day: no batch ends by
 * itself while the test runs, however slow the machine), and the test
 * releases its batches at the moment it chooses, by setting each batch
 * file's delay to 0 (every request then done at its submission time).
 */

/** A day, the longest `batch_delay_ms` the fake takes. */
export const HELD_BATCH_DELAY_MS = 86_400_000;

/** The model config of a fake, id `id`, whose batches wait to be released. */
export function heldFakeModel(id: string): string {
  return `id: "${id}"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "oracle", batch_delay_ms: ${HELD_BATCH_DELAY_MS}}
`;
}

/**
 * Makes every batch of the store at `storePath` done now; returns how many
 * batch files there were. No niah process may be using the store.
 */
export async function releaseFakeBatches(storePath: string): Promise<number> {
  const folder = `${storePath}.state/fake-batches`;
  let released = 0;
  for await (const entry of Deno.readDir(folder)) {
    if (!entry.isFile || !entry.name.endsWith(".json")) continue;
    const path = `${folder}/${entry.name}`;
    const batch = JSON.parse(await Deno.readTextFile(path));
    await Deno.writeTextFile(path, JSON.stringify({ ...batch, delay_ms: 0 }));
    released++;
  }
  return released;
}
