"""Loads the reference's num_seq_env module (and verifiers' parsers) from
git repositories, with stubs for their glue imports; shared by the scripts
beside it. Nothing of the reference is copied into niah: the sources are
read from the given repositories at run time into a temporary folder."""

import importlib.util
import subprocess
import sys
import types
from pathlib import Path

ENV_PATH = "environments/num_seq_env/num_seq_env.py"
PARSER_PATHS = ["verifiers/parsers/parser.py", "verifiers/parsers/xml_parser.py"]
# The last verifiers commit before num_seq_env's (2026-02-26), whose
# parsers lived at verifiers/parsers/ (they later moved to legacy/).
VERIFIERS_REV = "91a78638bf4500ac9ecc1ab13f3d0cf0d105836e"


def git_show(repo: str, rev: str, path: str) -> str:
    return subprocess.run(
        ["git", "-C", repo, "show", f"{rev}:{path}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def git_commit(repo: str, rev: str) -> str:
    return subprocess.run(
        ["git", "-C", repo, "rev-parse", f"{rev}^{{commit}}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def load_module(name: str, source: str, directory: Path) -> types.ModuleType:
    path = directory / (name.replace(".", "_") + ".py")
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


class StubDataset(list):
    """`datasets.Dataset.from_list`: the list itself is enough here."""

    @classmethod
    def from_list(cls, rows):
        return cls(rows)


def install_stubs(tmp: Path, verifiers_repo: str | None, verifiers_rev: str) -> dict:
    """Stubs `datasets` and the `verifiers` root (glue); verifiers' parsers
    are loaded for real when `verifiers_repo` is given. Returns a dict that
    fills in with what `load_environment` passes to the rubric and the
    environment (reward functions, parser, dataset, system prompt)."""
    datasets = types.ModuleType("datasets")
    datasets.Dataset = StubDataset
    sys.modules["datasets"] = datasets
    vf = types.ModuleType("verifiers")
    vf.__path__ = []
    vf_types = types.ModuleType("verifiers.types")
    vf_types.Messages = object
    vf_types.ChatMessage = dict
    vf_parsers = types.ModuleType("verifiers.parsers")
    vf_parsers.__path__ = []
    sys.modules.update(
        {"verifiers": vf, "verifiers.types": vf_types, "verifiers.parsers": vf_parsers}
    )
    if verifiers_repo is not None:
        parser = load_module(
            "verifiers.parsers.parser",
            git_show(verifiers_repo, verifiers_rev, PARSER_PATHS[0]),
            tmp,
        )
        xml = load_module(
            "verifiers.parsers.xml_parser",
            git_show(verifiers_repo, verifiers_rev, PARSER_PATHS[1]),
            tmp,
        )
        vf.XMLParser = xml.XMLParser
        vf.Parser = parser.Parser
    captured: dict = {}

    class Rubric:
        def __init__(self, funcs, parser):
            captured["funcs"] = funcs
            captured["parser"] = parser

    class SingleTurnEnv:
        def __init__(self, dataset, rubric, parser, system_prompt):
            captured["dataset"] = dataset
            captured["system_prompt"] = system_prompt

    vf.Rubric = Rubric
    vf.SingleTurnEnv = SingleTurnEnv
    vf.Environment = SingleTurnEnv
    return captured


def load_num_seq_env(tmp: Path, repo: str, rev: str) -> types.ModuleType:
    """The reference module itself (stubs must be installed first)."""
    return load_module("num_seq_env", git_show(repo, rev, ENV_PATH), tmp)
