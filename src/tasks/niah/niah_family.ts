/** The needle-in-a-haystack family: `single`, `multi`, `uuid`, `uuid_chain`. */
import type { Family } from "../family.ts";
import { multiTask } from "./multi.ts";
import { rebuildToolRow } from "./reference/recipe.ts";
import { singleTask } from "./single.ts";
import { uuidTask } from "./uuid.ts";
import { uuidChainTask } from "./uuid_chain.ts";

/** The family `registry.ts` registers. */
export const niahFamily: Family = {
  name: "niah",
  tasks: [singleTask, multiTask, uuidTask, uuidChainTask],
  rebuildToolRow,
};
