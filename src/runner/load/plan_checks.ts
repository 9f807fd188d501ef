/**
 * The sweep checked and planned: its grid, conditions, distinct values and
 * size (`sweep_checks.ts`) before planning, conditions that leave no point
 * after, then the task's own checks of every distinct parameter set.
 *
 * @module
 */
import type { ModelConfig } from "../../config/model_config.ts";
import type { YamlSource } from "../../config/yaml_source.ts";
import { getTokenizer, isTokenizerName } from "../../tokenizer/encoding.ts";
import { byteBoundTokenizer } from "../../tokenizer/byte_bound.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import { type Plan, type PlanInput, planRun } from "../plan/plan.ts";
import type { ProbeDraws } from "../../tasks/task.ts";
import type { HaystackLibrary } from "../../haystack/corpus.ts";
import type { Fail } from "./located_fail.ts";
import {
  checkCellCount,
  checkDistinctValues,
  checkGrid,
  checkSeeds,
  checkWhere,
} from "./sweep_checks.ts";

/** The sweep checked (grid, conditions, values, size) and planned. */
export function checkedPlan(
  input: PlanInput,
  runSource: YamlSource,
  allowHuge: boolean,
  fail: Fail,
): Plan {
  const { run, task, params } = input;
  checkGrid(run, task, runSource, fail);
  checkWhere(run, task, fail);
  checkDistinctValues(run, task, params, fail);
  checkSeeds(input, fail);
  checkCellCount(input, allowHuge, fail);
  const plan = planRun(input);
  if (run.sweep.where && plan.cells.length === 0) {
    fail(["sweep", "where"], "the conditions leave no grid point to run");
  }
  return plan;
}

/** Each distinct parameter set of the plan, with the seeds and samples drawn. */
function drawsOf(plan: Plan): Map<Plan["cells"][number]["params"], ProbeDraws> {
  const seeds = new Map<Plan["cells"][number]["params"], Set<number>>();
  const samples = new Map<Plan["cells"][number]["params"], number>();
  for (const cell of plan.cells) {
    if (!seeds.has(cell.params)) seeds.set(cell.params, new Set());
    seeds.get(cell.params)!.add(cell.seed);
    samples.set(
      cell.params,
      Math.max(samples.get(cell.params) ?? 0, cell.sample_index + 1),
    );
  }
  return new Map(
    [...seeds].map((
      [params, set],
    ) => [params, { seeds: [...set], samples: samples.get(params)! }]),
  );
}

/**
 * The task's own checks of every distinct parameter set. They only get
 * stricter with larger token counts: most configs pass on a bound that
 * needs no vocabulary, and only a config the bound cannot clear loads the
 * real tokenizer (validate stays fast). A task's probe, which draws its
 * data, runs last, in the real tokenizer.
 */
export async function checkTaskProblems(
  plan: Plan,
  model: Readonly<ModelConfig>,
  fail: Fail,
  haystacks: HaystackLibrary,
): Promise<void> {
  const distinct = [...new Set(plan.cells.map((cell) => cell.params))];
  const firstProblem = (tokenizer: Tokenizer): string | undefined => {
    for (const params of distinct) {
      const problem = plan.task.check(
        params,
        plan.axes,
        tokenizer,
        plan.run.haystack,
      )[0];
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
  if (
    !isTokenizerName(model.tokenizer) ||
    firstProblem(byteBoundTokenizer(model.tokenizer)) !== undefined
  ) {
    const problem = firstProblem(await getTokenizer(model.tokenizer));
    if (problem !== undefined) fail(["task"], problem);
  }
  const probe = plan.task.probe?.bind(plan.task);
  if (probe === undefined) return;
  let loaded: Promise<Tokenizer> | undefined;
  const tokenizer = () => loaded ??= getTokenizer(model.tokenizer);
  // The probe reads the run's data files as a build would.
  const files = {
    dataFile: haystacks.dataFile.bind(haystacks),
    runHaystack: plan.run.haystack,
  };
  for (const [params, draws] of drawsOf(plan)) {
    const [problem] = await probe(params, plan.axes, tokenizer, draws, files);
    if (problem !== undefined) fail(["task"], problem);
  }
}
