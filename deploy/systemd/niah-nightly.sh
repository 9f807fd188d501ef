#!/bin/sh
# niah-nightly.service's job: one run, its report, and the regression gate
# against the previous night's store (exit 3 on a drop of more than 0.05).
# Installed as /usr/local/lib/niah/niah-nightly.sh; runs in /var/lib/niah.
set -eu
niah run /etc/niah/nightly.yaml --model-dir /etc/niah --quiet
new=$(ls results/nightly-*.jsonl | sort | tail -n 1)
prev=$(ls results/nightly-*.jsonl | sort | tail -n 2 | head -n 1)
niah report "$new" --html "${new%.jsonl}.html"
if [ "$prev" != "$new" ]; then
  niah compare "$prev" "$new" --fail-if-drop 0.05
else
  echo "first run: $new is the baseline from now on"
fi
