"""Write PyTorch's accepted keyword names for every op the playground registers.

Run with real PyTorch: /work/venv-torch/bin/python scripts/refdata/signatures.py [--check]
The op names are read from the playground's table (core/torch/src/signatures/table.rs: a function's
qualified name, "torch.add", "torch.nn.functional.relu", and each method, "add", as "Tensor.add"); the output,
core/testdata/signatures/pytorch.txt, has one line per op: the name, then PyTorch's keyword names
(every parameter a caller may pass by name), sorted, space-separated.

Where the keywords come from, in this order:
  * a Python function (torch.norm, torch.nn.functional.*): inspect.signature;
  * a builtin: the union over its overloads in PyTorch's own type stubs (torch/_C/_VariableFunctions.pyi
    for torch.*, class TensorBase in torch/_C/__init__.pyi for Tensor.*), which are generated from
    the same declarations as Python's argument parser;
  * otherwise: every signature its docstring shows ("add(input, other, *, alpha=1, out=None)",
    one per overload, ".. function:: sum(input, dim, keepdim=False, *, dtype=None)"), united.
  * a class (the grad-mode context managers): its __init__'s parameters, `self` left out;
A builtin whose docstring shows no signature is written with "?" and must be listed by hand.
"""

import ast
import inspect
import os
import re
import sys
import warnings

warnings.filterwarnings("ignore")
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = os.path.join(ROOT, "core", "torch", "src", "signatures", "table.rs")
OUT = os.path.join(ROOT, "core", "testdata", "signatures", "pytorch.txt")


def names():
    text = open(TABLE).read()
    start = text.index("signatures! {")
    functions, methods = text[start:].split("methods {", 1)
    entry = r'^\s*"([A-Za-z_.0-9]+)"\s*=>'
    return sorted(
        set(re.findall(entry, functions, re.M))
        | {"Tensor." + n for n in re.findall(entry, methods, re.M)}
    )


def resolve(q):
    parts = q.split(".")
    obj = torch.Tensor if parts[0] == "Tensor" else torch
    for p in parts[1:]:
        obj = getattr(obj, p)
    return obj


def params_of(sig, method):
    out = []
    for i, p in enumerate(sig.parameters.values()):
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD, p.POSITIONAL_ONLY):
            continue
        if method and i == 0 and p.name == "self":
            continue
        out.append(p.name)
    return out


def split_params(s):
    depth, cur, out = 0, "", []
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [x.strip() for x in out if x.strip()]


def from_doc(fn, short):
    doc = fn.__doc__ or ""
    found = None
    for m in re.finditer(r"(?:^|\s)" + re.escape(short) + r"\((.*?)\)\s*->", doc, re.M):
        found = found or set()
        for p in split_params(m.group(1)):
            if p in ("*", "/") or p.startswith("*"):
                continue
            name = re.split(r"[=:]", p)[0].strip()
            if name.isidentifier():
                found.add(name)
    return found


STUBS = os.path.join(os.path.dirname(torch.__file__), "_C")


def stub_defs(path, cls=None, receiver="self"):
    """name -> the union of keyword-passable parameter names over every overload in a .pyi."""
    tree = ast.parse(open(path).read())
    body = tree.body
    if cls:
        body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls).body
    out = {}
    for node in body:
        if not isinstance(node, ast.FunctionDef):
            continue
        a = node.args
        names = [x.arg for x in a.args + a.kwonlyargs]
        # A method's receiver is no keyword; a function's `self` is Python's `input`.
        out.setdefault(node.name, set()).update(
            ("input" if n == "self" else n) for n in names if not (cls and n == "self")
        )
    return out


FUNCTIONS = stub_defs(os.path.join(STUBS, "_VariableFunctions.pyi"))
# torch.* builtins bound from torch._C itself (the autocast state functions): its module-level stubs.
C_FUNCTIONS = stub_defs(os.path.join(STUBS, "__init__.pyi"))
METHODS = stub_defs(os.path.join(STUBS, "__init__.pyi"), "TensorBase")


# Where the stubs' names differ from what Python's argument parser accepts (each checked by calling
# PyTorch): a method takes no out=; `from` is spelled from_ and requires_grad_'s argument mode.
STUB_FIXES = {"from_": "from", "mode": "requires_grad"}


def keywords(q):
    fn = resolve(q)
    method = q.startswith("Tensor.")
    short = q.rsplit(".", 1)[1]
    if inspect.isfunction(fn) or inspect.ismethod(fn):
        return sorted(set(params_of(inspect.signature(fn), method)))
    if inspect.isclass(fn) and inspect.isfunction(getattr(fn, "__init__", None)):
        # A context-manager class (torch.no_grad, torch.set_grad_enabled): its __init__'s.
        return sorted(set(params_of(inspect.signature(fn.__init__), True)))
    table = METHODS if method else FUNCTIONS
    if short in table:
        names = {STUB_FIXES.get(n, n) if method else n for n in table[short]}
        if method:
            names.discard("out")
            # The stubs omit memory_format on the dtype conversions (Tensor.float), which
            # PyTorch's parser accepts and their docstrings document. (Only that name: the
            # docstrings' other names are not always the parser's, e.g. Tensor.mul's `value`.)
            names |= {"memory_format"} & set(from_doc(fn, short) or ())
        return sorted(names)
    found = from_doc(fn, short)
    if found is None and not method and short in C_FUNCTIONS and fn is getattr(torch._C, short, None):
        found = C_FUNCTIONS[short]
    return None if found is None else sorted(found)


def main():
    check = "--check" in sys.argv[1:]
    lines = [
        "# PyTorch %s: keyword names each op accepts (scripts/refdata/signatures.py)" % torch.__version__
    ]
    for q in names():
        try:
            kw = keywords(q)
        except AttributeError:
            kw = None
        lines.append(q + ("" if kw is None else "".join(" " + k for k in kw)) + (" ?" if kw is None else ""))
    text = "\n".join(lines) + "\n"
    if check:
        same = os.path.exists(OUT) and open(OUT).read() == text
        print(OUT, "matches" if same else "differs", file=sys.stderr)
        sys.exit(0 if same else 1)
    open(OUT, "w").write(text)
    print("wrote", OUT, len(lines) - 1, "ops", file=sys.stderr)


if __name__ == "__main__":
    main()
