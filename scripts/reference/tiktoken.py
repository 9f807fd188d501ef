"""A stand-in for the `tiktoken` package, which PyPI-less machines lack.

Only what the reference tools call: `get_encoding(name)` for
`cl100k_base` or `o200k_base`, with `encode`, `decode` (and
`decode_bytes`). Each call goes to niah's npm tiktoken
(scripts/reference/tiktoken_server.ts) through one long-lived deno process
per encoding; answers are cached, so repeated texts cost nothing.

Put this folder (or a link to this file) on PYTHONPATH. The deno command is `$NIAH_DENO` (default
`npx -y deno@2.9.6`), run from the niah checkout this file sits in.
"""

from __future__ import annotations

import base64
import json
import os
import shlex
import subprocess

_HERE = os.path.dirname(os.path.realpath(__file__))
_ROOT = os.path.abspath(os.path.join(_HERE, "..", ".."))
_SERVER = os.path.join(_HERE, "tiktoken_server.ts")
# What tiktoken's encode() refuses by default (disallowed_special="all"):
# each encoding's special tokens.
_SPECIAL = {
    "cl100k_base": ("<|endoftext|>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|endofprompt|>"),
    "o200k_base": ("<|endoftext|>", "<|endofprompt|>"),
}


class _Server:
    def __init__(self, name: str) -> None:
        deno = shlex.split(os.environ.get("NIAH_DENO", "npx -y deno@2.9.6"))
        self._proc = subprocess.Popen(
            [*deno, "run", "--allow-read", "--allow-env", _SERVER, name],
            cwd=_ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )

    def ask(self, request: dict) -> object:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(json.dumps(request).encode("utf-8") + b"\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise RuntimeError("tiktoken shim: the deno server exited")
        return json.loads(line)


_servers: dict[str, _Server] = {}


def _ask(name: str, request: dict) -> object:
    server = _servers.get(name)
    if server is None:
        server = _servers[name] = _Server(name)
    return server.ask(request)


class Encoding:
    """One tiktoken encoding, as tiktoken's Encoding presents it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._encoded: dict[str, list[int]] = {}

    def encode(self, text: str) -> list[int]:
        for special in _SPECIAL[self.name]:
            if special in text:
                raise ValueError(f"Encountered text corresponding to disallowed special token {special!r}.")
        cached = self._encoded.get(text)
        if cached is None:
            cached = list(_ask(self.name, {"encode": text}))  # type: ignore[arg-type]
            self._encoded[text] = cached
        return list(cached)

    def encode_ordinary(self, text: str) -> list[int]:
        cached = self._encoded.get(text)
        if cached is None:
            cached = list(_ask(self.name, {"encode": text}))  # type: ignore[arg-type]
            self._encoded[text] = cached
        return list(cached)

    def decode_bytes(self, tokens: list[int]) -> bytes:
        return base64.b64decode(_ask(self.name, {"decode": list(tokens)}))  # type: ignore[arg-type]

    def decode(self, tokens: list[int], errors: str = "replace") -> str:
        return self.decode_bytes(tokens).decode("utf-8", errors=errors)


_encodings: dict[str, Encoding] = {}


def get_encoding(name: str) -> Encoding:
    if name not in _SPECIAL:
        raise ValueError(f"tiktoken shim: only {', '.join(_SPECIAL)} are available, not {name!r}")
    if name not in _encodings:
        _encodings[name] = Encoding(name)
    return _encodings[name]
