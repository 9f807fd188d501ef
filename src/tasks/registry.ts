/**
 * Every family niah knows (family.ts), and through them every task, by
 * `task.type`. Adding a family is one folder and one line in `BUILT_IN`;
 * the runner, the haystacks and the reports ask this registry what a task
 * needs and how it is shown. Tests add a family of their own with
 * {@link registerFamily}.
 */
import {
  presentationOf,
  type Presentations,
} from "../report/read/axis_presentation.ts";
import type { ComparisonRule } from "../report/compare/comparison.ts";
import type { HeatmapPalette } from "../report/render/palettes.ts";
import type { DistractorKinds } from "../haystack/distractor_needles.ts";
import type { FamilyHaystacks } from "../haystack/corpus.ts";
import { type Family, familyOf } from "./family.ts";
import type { HubDataset } from "./hub_dataset.ts";
import type { Importer } from "./importer.ts";
import { graphwalksFamily } from "./graphwalks/graphwalks_family.ts";
import { llmtestFamily } from "./llmtest/llmtest_family.ts";
import { longBenchFamily } from "./longbench/longbench_family.ts";
import { mrcrFamily } from "./mrcr/mrcr_family.ts";
import { niahFamily } from "./niah/niah_family.ts";
import { numseqFamily } from "./numseq/numseq_family.ts";
import { patternedFamily } from "./patterned/patterned_family.ts";
import type { ReportSectionSource } from "./report_section.ts";
import { rulerFamily } from "./ruler/ruler_family.ts";
import { forgetRunTimeTypes, noteRunTimeTypes } from "./run_time_types.ts";
import type { Task } from "./task.ts";

const BUILT_IN: readonly Family[] = [
  niahFamily,
  patternedFamily,
  numseqFamily,
  rulerFamily,
  llmtestFamily,
  longBenchFamily,
  graphwalksFamily,
  mrcrFamily,
];

const families: Family[] = [...BUILT_IN];

/**
 * Drops every family registered at run time, leaving the built-in ones (a
 * process that serves many commands, the tests' niah host, starts each
 * from the same registry).
 */
export function restoreBuiltInFamilies(): void {
  const dropped = families.splice(0, families.length, ...BUILT_IN);
  forgetRunTimeTypes(
    dropped.filter((family) => !BUILT_IN.includes(family))
      .flatMap((family) => family.tasks.map((task) => task.type)),
  );
}

/** Every registered family, in registration order. */
export function registeredFamilies(): readonly Family[] {
  return [...families];
}

/** Every registered task, family by family. */
function allTasks(): Task[] {
  return families.flatMap((family) => family.tasks);
}

/** Task types, in registration order (for error messages and `schema`). */
export function taskTypes(): string[] {
  return allTasks().map((task) => task.type);
}

/** The task registered for `type`, if any. */
export function findTask(type: string): Task | undefined {
  return allTasks().find((task) => task.type === type);
}

/** Every registered task, in registration order. */
export function registeredTasks(): readonly Task[] {
  return allTasks();
}

/**
 * The family whose rows have `task_type` `type` (one of its tasks', or one
 * it imports), if any: the one whose row rules apply.
 */
export function familyOfType(type: unknown): Family | undefined {
  return families.find((family) =>
    family.tasks.some((task) => task.type === type) ||
    (family.importedTypes ?? []).includes(String(type))
  );
}

/** Every family's importers, in registration order (`niah import`). */
export function registeredImporters(): readonly Importer[] {
  return families.flatMap((family) => family.importers ?? []);
}

/** The importer of `format`, if a family registers one. */
export function findImporter(format: string): Importer | undefined {
  return registeredImporters().find((importer) => importer.format === format);
}

/**
 * The distractor families a config may name: the types of the tasks that
 * declare a kind, in registration order.
 */
export function distractorFamilies(): string[] {
  return [...distractorKinds().keys()];
}

/** Every family's hub datasets, in registration order (`niah data get`). */
export function hubDatasets(): readonly HubDataset[] {
  return families.flatMap((family) => family.hubDatasets ?? []);
}

/** The hub dataset of `repo` (`owner/name`, as the hub spells it), if any. */
export function findHubDataset(repo: string): HubDataset | undefined {
  return hubDatasets().find((dataset) => dataset.repo === repo);
}

/**
 * The distractor kinds a `needles` haystack makes, by the name rows record:
 * the type of the task that declares each (`Task.distractors`).
 */
export function distractorKinds(): DistractorKinds {
  return new Map(
    allTasks().flatMap((task) =>
      task.distractors ? [[task.type, task.distractors] as const] : []
    ),
  );
}

/** The haystacks families read themselves, by haystack type. */
export function familyHaystacks(): FamilyHaystacks {
  return new Map(
    families.flatMap((family) => Object.entries(family.haystacks ?? {})),
  );
}

/** The heatmap palettes the families lend `--palette`, in registration order. */
export function registeredPalettes(): HeatmapPalette[] {
  return families.flatMap((family) => family.palettes ?? []);
}

/**
 * How reports show each registered task's axes, by task type, and the
 * types families import (over what rows no task declares get).
 */
export function taskPresentations(): Presentations {
  const own: Presentations = Object.fromEntries(
    allTasks().flatMap((task) =>
      task.presentation ? [[task.type, task.presentation]] : []
    ),
  );
  const imported = families.flatMap((family) =>
    Object.entries(family.importedPresentations ?? {}).map((
      [type, presentation],
    ) => [type, { ...presentationOf(own, type), ...presentation }])
  );
  return { ...own, ...Object.fromEntries(imported) };
}

/** The sections families add to `report`, in registration order. */
export function reportSections(): readonly ReportSectionSource[] {
  return families.flatMap((family) => family.reportSections ?? []);
}

/** What families say of comparing their rows, in registration order. */
export function comparisonRules(): readonly ComparisonRule[] {
  return families.flatMap((family) =>
    family.comparison === undefined ? [] : [family.comparison]
  );
}

/**
 * Registers `task` until the returned handle is disposed (for tests that
 * prove a new family needs nothing outside its folder). A type already
 * registered is refused.
 */
export function registerTask(task: Task): Disposable {
  return registerFamily(familyOf(task));
}

/**
 * Registers `family` until the returned handle is disposed (for tests that
 * prove a new family needs its folder and nothing else). A family, task
 * type, import format or hub dataset already registered is refused.
 */
export function registerFamily(family: Family): Disposable {
  if (families.some((known) => known.name === family.name)) {
    throw new Error(`task family "${family.name}" is registered already`);
  }
  for (const task of family.tasks) {
    if (findTask(task.type)) {
      throw new Error(`task type "${task.type}" is registered already`);
    }
  }
  for (const dataset of family.hubDatasets ?? []) {
    if (findHubDataset(dataset.repo)) {
      throw new Error(`hub dataset "${dataset.repo}" is registered already`);
    }
  }
  for (const importer of family.importers ?? []) {
    if (findImporter(importer.format)) {
      throw new Error(
        `import format "${importer.format}" is registered already`,
      );
    }
  }
  families.push(family);
  const types = family.tasks.map((task) => task.type);
  noteRunTimeTypes(types);
  return {
    [Symbol.dispose]() {
      const at = families.indexOf(family);
      if (at >= 0) {
        families.splice(at, 1);
        forgetRunTimeTypes(types);
      }
    },
  };
}
