/**
 * What a hostile dependency does (tests/e2e/network_scope_test.ts): where
 * it is loaded, it sends a request to `url` (default: the variable
 * `NIAH_HOSTILE_URL`) without niah's host guard, and says on standard error what happened:
 * `hostile <label>: reached` or `hostile <label>: <error>`, the error being
 * the class of the innermost cause (Deno's `NotCapable` when the
 * permissions refuse the host).
 */
export async function probe(
  label: string,
  url = Deno.env.get("NIAH_HOSTILE_URL"),
): Promise<void> {
  if (!url) return;
  let outcome: string;
  try {
    const response = await fetch(url, { method: "POST", body: label });
    await response.body?.cancel();
    outcome = "reached";
  } catch (error) {
    let inner: unknown = error;
    while (inner instanceof Error && inner.cause !== undefined) {
      inner = inner.cause;
    }
    outcome = inner instanceof Error ? inner.constructor.name : String(inner);
  }
  console.error(`hostile ${label}: ${outcome}`);
}
