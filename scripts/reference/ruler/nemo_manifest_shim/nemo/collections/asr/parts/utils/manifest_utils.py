"""NeMo's manifest_utils, the two functions RULER's evaluate.py imports:
JSON lines read in file order, and written one `json.dump` a line, as
NeMo's own do (nemo/collections/asr/parts/utils/manifest_utils.py)."""

import json


def read_manifest(manifest):
    data = []
    with open(manifest, "r", encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            data.append(json.loads(line))
    return data


def write_manifest(output_path, target_manifest):
    with open(output_path, "w", encoding="utf-8") as outfile:
        for tgt in target_manifest:
            json.dump(tgt, outfile)
            outfile.write("\n")
