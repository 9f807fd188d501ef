/**
 * RULER's two QA files, which niah does not ship (RULER's
 * `scripts/data/synthetic/json/download_qa_dataset.sh` downloads them):
 * `squad.json`, SQuAD 2.0 dev (`dev-v2.0.json` from rajpurkar.github.io),
 * read by `qa_1` from `task.squad`; `hotpotqa.json`, HotpotQA's
 * `hotpot_dev_distractor_v1.json`, read by `qa_2` from `task.hotpotqa`.
 * Both come through the data-file reader and are parsed as qa.py parses
 * them (`reference/qa_data.ts`), once per digest.
 *
 * Pins: SQuAD 2.0 dev is pinned to the SHA-256 tensorflow/datasets
 * publishes for that URL (`tensorflow_datasets/datasets/squad/checksums.tsv`:
 * 4,370,528 bytes); HotpotQA's dev-distractor file to the SHA-256
 * Hugging Face's `hotpot_qa` loader recorded for that URL
 * (`datasets/hotpot_qa/dataset_infos.json`, `download_checksums`:
 * 46,320,117 bytes), or to the digest public projects record for RULER's
 * fallback, the `namlh2004/hotpotqa` copy at 7e54db4 (61,065,698 bytes:
 * other bytes, the same questions as far as anyone has said; niah could
 * not fetch either to check). A pinned file with another digest is
 * refused unless `task.allow_other_revision: true`, which the row records.
 *
 * @module
 */
import type { DataFile, DataFileOptions } from "../../data/data_file.ts";
import type { KnownRevision } from "../../data/data_use.ts";
import { pinMismatch } from "../../data/data_use.ts";
import { dataJson } from "../../data/data_views.ts";
import { checkRecordedFile } from "../../data/recorded_file.ts";
import { UsageError } from "../../errors.ts";
import type { BuildContext } from "../task.ts";
import { readRulerQa, type RulerQaDataset } from "./reference/qa_data.ts";
import type { RulerQaData } from "./reference/ruler_sample.ts";

/** What each QA file holds, and where RULER's download script fetches it. */
export const QA_SOURCES: Readonly<
  Record<RulerQaDataset, { data: string; url: string }>
> = {
  squad: {
    data: "SQuAD 2.0 dev",
    url: "https://rajpurkar.github.io/SQuAD-explorer/dataset/dev-v2.0.json",
  },
  hotpotqa: {
    data: "HotpotQA dev-distractor",
    url:
      "http://curtis.ml.cmu.edu/datasets/hotpot/hotpot_dev_distractor_v1.json",
  },
};

/**
 * RULER's fallback for HotpotQA's file: a Hugging Face dataset at a pinned
 * revision (for `niah data get`'s hub datasets, once that lands).
 */
export const HOTPOTQA_HUB = {
  repo: "namlh2004/hotpotqa",
  revision: "7e54db4656209750ff487f6fdf8e39a66dba136b",
  file: "hotpot_dev_distractor_v1.json",
} as const;

/** The revisions niah knows of each file (see the module's note). */
const RULER_QA_PINS: Readonly<
  Record<RulerQaDataset, readonly KnownRevision[]>
> = {
  squad: [{
    sha256: "80a5225e94905956a6446d296ca1093975c4d3b3260f1d6c8f68bc2ab77182d8",
    name: "SQuAD 2.0 dev-v2.0.json (rajpurkar.github.io)",
  }],
  hotpotqa: [{
    sha256: "4e9ecb5c8d3b719f624d66b60f8d56bf227f03914f5f0753d6fa1b359d7104ea",
    name: "HotpotQA hotpot_dev_distractor_v1.json (curtis.ml.cmu.edu)",
  }, {
    // RULER's fallback (61,065,698 bytes), as projects that pin it record.
    sha256: "e3da074df24e8369009918aa5cdbdd254dadcde4c63f7569d36afd6f2268caa8",
    name:
      `HotpotQA ${HOTPOTQA_HUB.file} (${HOTPOTQA_HUB.repo}@${HOTPOTQA_HUB.revision})`,
  }],
};

/** The dataset a RULER task reads, for qa_1 and qa_2. */
export function qaDatasetOf(name: string): RulerQaDataset | undefined {
  return name === "qa_1" ? "squad" : name === "qa_2" ? "hotpotqa" : undefined;
}

/** How `task.squad` or `task.hotpotqa` is read. */
export function rulerQaOptions(dataset: RulerQaDataset): DataFileOptions {
  const fallback = dataset === "hotpotqa"
    ? ` (or huggingface.co/datasets/${HOTPOTQA_HUB.repo} at ${HOTPOTQA_HUB.revision}, ${HOTPOTQA_HUB.file})`
    : "";
  return {
    what: `task.${dataset}`,
    missing:
      `niah does not ship RULER's ${dataset}.json: RULER's scripts/data/synthetic/json/download_qa_dataset.sh downloads it from ${
        QA_SOURCES[dataset].url
      }${fallback}; set task.${dataset} to that file`,
  };
}

const parsed = new Map<string, RulerQaData>();

/** The file's documents and questions as qa.py reads them. */
export function rulerQaData(
  file: DataFile,
  dataset: RulerQaDataset,
): RulerQaData {
  const key = `${dataset}:${file.sha256}`;
  let data = parsed.get(key);
  if (data === undefined) {
    const what = `task.${dataset}`;
    const json = dataJson(file, what, `RULER's ${dataset}.json`);
    try {
      data = readRulerQa(dataset, json, `Cannot read ${what} "${file.path}"`);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    parsed.set(key, data);
  }
  return data;
}

/** The pins a run checks: none when it allows other revisions. */
export function qaPins(
  dataset: RulerQaDataset,
  allowOther: boolean | undefined,
): readonly KnownRevision[] | undefined {
  return allowOther === true ? undefined : RULER_QA_PINS[dataset];
}

/** What a cell reads: the QA file at `path`, checked, and its digest. */
export async function qaFileOf(
  read: NonNullable<BuildContext["dataFile"]>,
  dataset: RulerQaDataset,
  path: string,
  recorded: string | undefined,
  allowOther: boolean | undefined,
): Promise<{ data: RulerQaData; path: string; sha256: string }> {
  const file = await read(path, rulerQaOptions(dataset));
  const what = `task.${dataset}`;
  checkRecordedFile(`RULER's ${dataset}.json "${path}"`, file.sha256, recorded);
  const mismatch = pinMismatch(file, what, qaPins(dataset, allowOther));
  if (mismatch !== undefined) {
    throw new UsageError(
      `Cannot read ${mismatch} (set task.allow_other_revision: true to use it)`,
    );
  }
  return { data: rulerQaData(file, dataset), path, sha256: file.sha256 };
}
