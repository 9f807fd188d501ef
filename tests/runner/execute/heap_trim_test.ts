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
  // [heap in use before the row's check, live data, collections after it]:
  // the floor is what survived the last collection.
  const steps: [number, number, number][] = [
    [109, 100, 0],
    [110, 100, 1],
    [109, 105, 1],
    [110, 105, 2],
    [114, 105, 2],
    [115, 105, 3],
  ];
  for (const [used, live, calls] of steps) {
    heap.used = used;
    heap.live = live;
    trim.afterRow();
    assert.equal(heap.calls, calls, `at ${used} in use, ${live} live`);
  }
  assert.equal(trim.collections, 3);
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
