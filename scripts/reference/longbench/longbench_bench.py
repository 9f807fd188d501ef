"""The reference's side of `deno task bench`'s LongBench v2 figure: pred.py's
own prompt building and middle truncation (`get_pred` and `query_llm` of
THUDM/LongBench at commit 2e00731f, run unchanged, the checkout given as the
first argument) over a whole data.json (the second), for gpt-4o-2024-08-06
(tiktoken's o200k_base, PyPI's tiktoken), its model calls stubbed by a
client that answers at once, and timed.

tiktoken cannot download its BPE file here, so its cache is filled first
(`TIKTOKEN_CACHE_DIR`, a temporary folder): o200k_base.tiktoken written from
the ranks of npm's tiktoken package (the third argument, its
`encoders/o200k_base.json`, the table niah encodes with); tiktoken checks the
file against the SHA-256 it pins for OpenAI's, so the ranks are OpenAI's.

Prints one JSON line: items, how many were cut, the seconds to load
data.json (`json.load`, pred.py's commented alternative to the hub), the
seconds of pred.py's loop, and the SHA-256 of the prompts' SHA-256s (hex,
one a line, in order), which the bench compares with niah's.

Usage: <python with tiktoken> longbench_bench.py <LongBench checkout> <data.json> <o200k_base.json>
"""
import base64, hashlib, io, json, os, sys, tempfile, time, types

checkout, data_path, ranks_path = (os.path.abspath(p) for p in sys.argv[1:4])

cache = tempfile.mkdtemp(prefix="tiktoken-cache-")
os.environ["TIKTOKEN_CACHE_DIR"] = cache
URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
words = json.load(open(ranks_path, encoding="utf-8"))["bpe_ranks"].split(" ")
lines, rank, k = [], 0, 0
while k < len(words):
    if words[k] == "!":
        rank = int(words[k + 1])
        k += 2
        continue
    lines.append(f"{words[k]} {rank}\n")
    rank += 1
    k += 1
with open(os.path.join(cache, hashlib.sha1(URL.encode()).hexdigest()), "w") as f:
    f.write("".join(lines))

import tiktoken  # PyPI's; its hash check of the file above runs on first use
tiktoken.get_encoding("o200k_base")

CUT = [0]
_decode = tiktoken.Encoding.decode
def _counted_decode(self, tokens, *args, **kwargs):
    CUT[0] += 1  # query_llm decodes a tiktoken prompt only when it cuts it
    return _decode(self, tokens, *args, **kwargs)
tiktoken.Encoding.decode = _counted_decode

ANSWER = types.SimpleNamespace(choices=[types.SimpleNamespace(message=types.SimpleNamespace(content="The correct answer is (A)"))])
SENT = []  # the SHA-256 of each prompt sent, in order

def _create(messages, **_):
    SENT.append(hashlib.sha256(messages[0]["content"].encode("utf-8")).hexdigest())
    return ANSWER

class OpenAI:
    def __init__(self, base_url=None, api_key=None):
        self.chat = types.SimpleNamespace(completions=types.SimpleNamespace(create=_create))

for name, attrs in {
    "openai": {"OpenAI": OpenAI},
    "datasets": {"load_dataset": None},
    "transformers": {"AutoTokenizer": None},
    "tqdm": {"tqdm": lambda xs: xs},
    "torch": {}, "torch.multiprocessing": {},
}.items():
    module = types.ModuleType(name)
    module.__dict__.update(attrs)
    sys.modules[name] = module

os.chdir(checkout)
pred = types.ModuleType("pred")
pred.__file__ = os.path.join(checkout, "pred.py")
exec(compile(open("pred.py", encoding="utf-8").read(), "pred.py", "exec"), pred.__dict__)

started = time.perf_counter()
data = json.load(open(data_path, encoding="utf-8"))
loaded = time.perf_counter()
# As pred.py's main: the fields it keeps of each item.
items = [{k: item[k] for k in ["_id", "domain", "sub_domain", "difficulty", "length", "question", "choice_A", "choice_B", "choice_C", "choice_D", "answer", "context"]} for item in data]
args = types.SimpleNamespace(model="gpt-4o-2024-08-06", rag=0, no_context=False, cot=False)
pred.get_pred(items, args, io.StringIO())
done = time.perf_counter()
print(json.dumps({
    "items": len(items), "cut": CUT[0],
    "load_s": round(loaded - started, 2), "loop_s": round(done - loaded, 2),
    # The prompts' digests, one a line, digested: niah's must be the same.
    "prompts_sha256": hashlib.sha256("\n".join(SENT).encode()).hexdigest(),
}))
