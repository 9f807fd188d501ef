import assert from "node:assert/strict";
import {
  type HeapControl,
  HeapTrim,
  processHeap,
} from "../../../src/runner/execute/heap_trim.ts";

/** A heap that grows by what the test says and shrinks to `live` on gc. */
function fakeHeap(live: number, withGc = true) {
  const heap = { used: live, live, calls: 0 };
  const control: HeapControl = {
    gc: withGc
      ? () => {
        heap.calls++;
        heap.used = heap.live;
      }
      : undefined,
    used: () => heap.used,
  };
  return { heap, control };
}

Deno.test("the trim collects once the heap grew by the slack since the last collection, not before", () => {
  const { heap, control } = fakeHeap(100);
  const trim = new HeapTrim(control, 10);
  heap.used = 109;
  trim.afterRow();
  assert.equal(heap.calls, 0);
  heap.used = 110;
  trim.afterRow();
  assert.equal(heap.calls, 1);
  assert.equal(trim.collections, 1);
  // The floor is what survived the last collection.
  heap.live = 105;
  heap.used = 109;
  trim.afterRow();
  assert.equal(heap.calls, 1);
  heap.used = 110;
  trim.afterRow();
  assert.equal(heap.calls, 2);
  heap.used = 114;
  trim.afterRow();
  assert.equal(heap.calls, 2);
  heap.used = 115;
  trim.afterRow();
  assert.equal(heap.calls, 3);
});

Deno.test("without V8's gc exposed the trim does nothing and reads nothing", () => {
  const { heap, control } = fakeHeap(100, false);
  let reads = 0;
  const trim = new HeapTrim({
    gc: undefined,
    used: () => {
      reads++;
      return control.used();
    },
  }, 10);
  heap.used = 1e9;
  trim.afterRow();
  assert.equal(trim.collections, 0);
  assert.equal(reads, 0);
});

Deno.test("the process's heap reads Deno's figure, and offers gc only where V8 exposes it", () => {
  const heap = processHeap();
  assert.ok(heap.used() > 0);
  const exposed = typeof (globalThis as { gc?: unknown }).gc === "function";
  assert.equal(heap.gc !== undefined, exposed);
});
