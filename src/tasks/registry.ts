/**
 * Every family niah knows (family.ts), and through them every task, by
 * `task.type`. Adding a family is one folder and one entry in
 * `family_index.ts`; the runner, the haystacks and the reports ask this
 * registry what a task needs and how it is shown. Tests add a family of
 * their own with {@link registerFamily}.
 *
 * A family's module loads when it is needed, not with the registry: a run
 * loads the families its config names ({@link loadFamiliesFor}: a `uuid`
 * run never evaluates RULER's 85 modules), every other command all of them
 * ({@link loadAllFamilies}). The index (`family_index.ts`) says what each
 * family answers to before it is loaded. Asking about a family that is
 * not loaded is a mistake of niah's own, said at once, never an answer
 * from part of the registry.
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
import { BUILT_IN, type BuiltInFamily } from "./family_index.ts";
import type { ReportSectionSource } from "./report_section.ts";
import { forgetRunTimeTypes, noteRunTimeTypes } from "./run_time_types.ts";
import type { Task } from "./task.ts";

/** The built-in families loaded so far, by name. */
const loaded = new Map<string, Family>();
/** The families registered at run time (tests'), in registration order. */
const added: Family[] = [];

/** Loads the built-in families `which` picks (all of them by default). */
async function load(
  which: (family: BuiltInFamily) => boolean = () => true,
): Promise<void> {
  const wanted = BUILT_IN.filter((family) =>
    which(family) && !loaded.has(family.name)
  );
  const families = await Promise.all(wanted.map((family) => family.load()));
  families.forEach((family, i) => loaded.set(wanted[i]!.name, family));
}

/** Loads every built-in family (every command but `run` does, first). */
export function loadAllFamilies(): Promise<void> {
  return load();
}

/**
 * Loads the built-in families `names` name: by task type, imported type
 * or haystack type; `needles` (the haystack) loads every family that
 * lends distractors. Names no family answers to load nothing.
 */
export function loadFamiliesFor(names: readonly unknown[]): Promise<void> {
  const named = new Set(names.filter((n) => typeof n === "string"));
  return load((family) =>
    [
      ...family.types,
      ...family.importedTypes ?? [],
      ...family.haystackTypes ?? [],
    ].some((name) => named.has(name)) ||
    (named.has("needles") && family.lendsDistractors === true)
  );
}

/** Whether every built-in family is loaded. */
export function allFamiliesLoaded(): boolean {
  return BUILT_IN.every((family) => loaded.has(family.name));
}

/** The loaded families, built-in ones first, in registration order. */
function loadedFamilies(): Family[] {
  return [
    ...BUILT_IN.flatMap((family) => loaded.get(family.name) ?? []),
    ...added,
  ];
}

/**
 * The loaded families, after checking that every built-in one `needed`
 * picks is loaded (`what` says what they were wanted for).
 */
function familiesWith(
  needed: (family: BuiltInFamily) => boolean,
  what: string,
): Family[] {
  const missing = BUILT_IN.filter((family) =>
    needed(family) && !loaded.has(family.name)
  );
  if (missing.length > 0) {
    throw new Error(
      `the task families ${
        missing.map((family) => family.name).join(", ")
      } (${what}) are not loaded: load them first (loadAllFamilies, loadFamiliesFor)`,
    );
  }
  return loadedFamilies();
}

/** Every family; throws when a built-in one is not loaded. */
function everyFamily(): Family[] {
  return familiesWith(() => true, "every family");
}

/**
 * The built-in family that answers to `type` (a task type or an imported
 * one), if any; throws when it is not loaded.
 */
function builtInOf(type: unknown): Family | undefined {
  const family = BUILT_IN.find((family) =>
    family.types.includes(String(type)) ||
    (family.importedTypes ?? []).includes(String(type))
  );
  if (family === undefined) return undefined;
  const found = loaded.get(family.name);
  if (found === undefined) {
    throw new Error(
      `the task family ${family.name} (of "${type}") is not loaded: await loadFamiliesFor() first`,
    );
  }
  return found;
}

/**
 * Drops every family registered at run time, leaving the built-in ones (a
 * process that serves many commands, the tests' niah host, starts each
 * from the same registry).
 */
export function restoreBuiltInFamilies(): void {
  const dropped = added.splice(0, added.length);
  forgetRunTimeTypes(
    dropped.flatMap((family) => family.tasks.map((task) => task.type)),
  );
}

/** Every registered family, in registration order. */
export function registeredFamilies(): readonly Family[] {
  return everyFamily();
}

/** Every registered task, family by family. */
function allTasks(): Task[] {
  return everyFamily().flatMap((family) => family.tasks);
}

/**
 * Task types, in registration order (for error messages and `schema`):
 * the index's, so no family need be loaded.
 */
export function taskTypes(): string[] {
  return [
    ...BUILT_IN.flatMap((family) => family.types),
    ...added.flatMap((family) => family.tasks.map((task) => task.type)),
  ];
}

/** The task registered for `type`, if any. */
export function findTask(type: string): Task | undefined {
  const family = builtInOf(type) ??
    added.find((family) => family.tasks.some((task) => task.type === type));
  return family?.tasks.find((task) => task.type === type);
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
  return builtInOf(type) ??
    added.find((family) =>
      family.tasks.some((task) => task.type === type) ||
      (family.importedTypes ?? []).includes(String(type))
    );
}

/** Every family's importers, in registration order (`niah import`). */
export function registeredImporters(): readonly Importer[] {
  return everyFamily().flatMap((family) => family.importers ?? []);
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
  return everyFamily().flatMap((family) => family.hubDatasets ?? []);
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
  const lenders = familiesWith(
    (family) => family.lendsDistractors === true,
    "the distractors' lenders",
  );
  return new Map(
    lenders.flatMap((family) => family.tasks).flatMap((task) =>
      task.distractors ? [[task.type, task.distractors] as const] : []
    ),
  );
}

/** The haystacks families read themselves, by haystack type. */
export function familyHaystacks(): FamilyHaystacks {
  const readers = familiesWith(
    (family) => (family.haystackTypes ?? []).length > 0,
    "the haystacks' readers",
  );
  return new Map(
    readers.flatMap((family) => Object.entries(family.haystacks ?? {})),
  );
}

/** The heatmap palettes the families lend `--palette`, in registration order. */
export function registeredPalettes(): HeatmapPalette[] {
  return everyFamily().flatMap((family) => family.palettes ?? []);
}

/**
 * How reports show each registered task's axes, by task type, and the
 * types families import (over what rows no task declares get). With
 * `types`, only theirs (each one's family must be loaded): what a run
 * shows of its own store, whose rows are its task's.
 */
export function taskPresentations(types?: readonly string[]): Presentations {
  const families = types === undefined
    ? everyFamily()
    : [...new Set(types.flatMap((type) => familyOfType(type) ?? []))];
  const own: Presentations = Object.fromEntries(
    families.flatMap((family) => family.tasks).flatMap((task) =>
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
  return everyFamily().flatMap((family) => family.reportSections ?? []);
}

/** What families say of comparing their rows, in registration order. */
export function comparisonRules(): readonly ComparisonRule[] {
  return everyFamily().flatMap((family) =>
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
  if (
    [...BUILT_IN, ...added].some((known) => known.name === family.name)
  ) {
    throw new Error(`task family "${family.name}" is registered already`);
  }
  const known = taskTypes();
  for (const task of family.tasks) {
    if (known.includes(task.type)) {
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
  added.push(family);
  const types = family.tasks.map((task) => task.type);
  noteRunTimeTypes(types);
  return {
    [Symbol.dispose]() {
      const at = added.indexOf(family);
      if (at >= 0) {
        added.splice(at, 1);
        forgetRunTimeTypes(types);
      }
    },
  };
}
