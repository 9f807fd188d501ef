/** The numeric-sequence induction family: `num_seq`. */
import type { Family } from "../family.ts";
import { numseqTask } from "./numseq_task.ts";

/** The family `registry.ts` registers. */
export const numseqFamily: Family = { name: "numseq", tasks: [numseqTask] };
