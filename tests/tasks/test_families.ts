/**
 * The task families that live only in the tests, one line each: the
 * contract suite (tests/contract/) runs every task of every family here
 * beside the built-in ones, from each task's own `exampleParams`. Adding a
 * test family is its folder and one line here, as a built-in one is its
 * folder and one line of `src/tasks/registry.ts`.
 */
import { type Family, familyOf } from "../../src/tasks/family.ts";
import { dialogFamily } from "./dialog_family/dialog_family.ts";
import { echoTask } from "./test_family/echo_task.ts";
import { similarTask } from "./test_family/similar_task.ts";

/** Every test-only family, in the order the suite runs them. */
export const TEST_FAMILIES: readonly Family[] = [
  familyOf(echoTask),
  familyOf(similarTask),
  dialogFamily,
];
