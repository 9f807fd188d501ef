// Expected values were produced with CPython's `random` and `uuid` modules
// (python3 -c "import random, uuid; r = random.Random(SEED); ...").
import assert from "node:assert/strict";
import { PythonRandom, pythonUuid4 } from "../../src/random/python_random.ts";

Deno.test("seed 1 gives the Python tool's uuid", () => {
  assert.equal(
    pythonUuid4(new PythonRandom(1)),
    "cd613e30-d8f1-4adf-91b7-584a2265b1f5",
  );
});

Deno.test("seed 42 gives the Python tool's uuid", () => {
  assert.equal(
    pythonUuid4(new PythonRandom(42)),
    "bdd640fb-0667-4ad1-9c80-317fa3b1799d",
  );
});

Deno.test("consecutive uuids from one seed-1 generator match Python's", () => {
  const rng = new PythonRandom(1);
  assert.equal(pythonUuid4(rng), "cd613e30-d8f1-4adf-91b7-584a2265b1f5");
  assert.equal(pythonUuid4(rng), "1e2feb89-414c-443c-9027-c4d1c386bbc4");
});

Deno.test("a uuid drawn after random() continues Python's stream", () => {
  const rng = new PythonRandom(1);
  rng.random();
  assert.equal(pythonUuid4(rng), "1027c4d1-c386-4bc4-8d61-3e30d8f16adf");
});

Deno.test("seed 42 matches Python's random, getrandbits, randrange and randint", () => {
  const rng = new PythonRandom(42);
  assert.deepEqual([rng.random(), rng.random(), rng.random()], [
    0.6394267984578837,
    0.025010755222666936,
    0.27502931836911926,
  ]);
  assert.equal(rng.getrandbits(40), 151282538206n);
  assert.equal(rng.randrange(1000), 754);
  assert.equal(rng.randint(1, 6), 1);
});

Deno.test("seed 0 seeds from key [0] like Python", () => {
  const rng = new PythonRandom(0);
  assert.deepEqual(
    [rng.genrandUint32(), rng.genrandUint32(), rng.genrandUint32()],
    [3626764237, 1654615998, 3255389356],
  );
  assert.equal(rng.random(), 0.890243920837131);
});

Deno.test("seed above 2**32 uses both 32-bit chunks like Python", () => {
  for (const seed of [2 ** 40 + 7, 2n ** 40n + 7n]) {
    const rng = new PythonRandom(seed);
    assert.deepEqual(
      [rng.getrandbits(32), rng.getrandbits(32), rng.getrandbits(32)],
      [2635837658n, 3209733218n, 3500038837n],
    );
    assert.equal(rng.random(), 0.937932416386988);
    assert.equal(rng.getrandbits(100), 610500122494688469909939671617n);
  }
});

Deno.test("bigint seed above 2**64 matches Python", () => {
  const rng = new PythonRandom(2n ** 70n + 3n);
  assert.deepEqual(
    [rng.genrandUint32(), rng.genrandUint32()],
    [701776502, 1422058157],
  );
  assert.equal(rng.random(), 0.9974755625541745);
});

Deno.test("negative seed behaves like its absolute value", () => {
  assert.equal(new PythonRandom(-42).random(), 0.6394267984578837);
});

Deno.test("getrandbits shifts the last word like Python for 1, 31, 33 and 64 bits", () => {
  const rng = new PythonRandom(5);
  assert.equal(rng.getrandbits(1), 1n);
  assert.equal(rng.getrandbits(31), 548563996n);
  assert.equal(rng.getrandbits(33), 3185950873n);
  assert.equal(rng.getrandbits(64), 12736496262939004471n);
});

Deno.test("getrandbits(0) is 0 and consumes nothing", () => {
  const a = new PythonRandom(42);
  const b = new PythonRandom(42);
  assert.equal(a.getrandbits(0), 0n);
  assert.equal(a.random(), b.random());
});

Deno.test("shuffle of range(10) matches Python's for seeds 7 and 42", () => {
  const list = () => Array.from({ length: 10 }, (_, i) => i);
  assert.deepEqual(
    new PythonRandom(7).shuffle(list()),
    [8, 3, 1, 4, 7, 0, 9, 6, 2, 5],
  );
  const arr = list();
  new PythonRandom(42).shuffle(arr);
  assert.deepEqual(arr, [7, 3, 2, 8, 5, 6, 9, 4, 0, 1]);
});

Deno.test("choice, randrange, randint and randbelow consume words like Python", () => {
  const rng = new PythonRandom(3);
  assert.equal(rng.choice(["a", "b", "c", "d", "e"]), "b");
  assert.equal(rng.randrange(10, 20), 19);
  assert.equal(rng.randint(-5, 5), 3);
  assert.equal(rng.randrange(2 ** 40), 812308980585);
  assert.equal(rng.randbelow(1), 0);
  assert.equal(rng.randrange(7), 5);
});

Deno.test("randbelow above 2**32 and repeated randint match Python", () => {
  const rng = new PythonRandom(9);
  const big = 2 ** 33 + 1;
  assert.deepEqual(
    [rng.randbelow(big), rng.randbelow(big), rng.randbelow(big)],
    [5898329840, 595022250, 4322605648],
  );
  assert.deepEqual(
    Array.from({ length: 10 }, () => rng.randint(1, 6)),
    [5, 4, 5, 1, 3, 5, 5, 6, 1, 6],
  );
});

Deno.test("empty ranges and empty choices throw like Python", () => {
  const rng = new PythonRandom(1);
  assert.throws(() => rng.randrange(0), RangeError);
  assert.throws(() => rng.randrange(5, 5), RangeError);
  assert.throws(() => rng.choice([]), RangeError);
  assert.throws(() => new PythonRandom(1.5), RangeError);
});
