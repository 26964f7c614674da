"""Write PyTorch's accepted keyword names for every op the playground registers.

Run with real PyTorch (and PyYAML, for torchgen): /work/venv-torch/bin/python
scripts/refdata/signatures.py [--check]
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
POS_OUT = os.path.join(ROOT, "core", "torch", "src", "signatures", "positional.rs")


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


def parser_positional():
    """name -> (fewest, most) positional arguments of PyTorch's argument parser for every builtin
    bound from native_functions.yaml (deprecated signatures included: `x.add_(-lr, grad)` still
    parses), over every overload, a method's receiver not counted; most None where the parser
    takes an int list as varargs (`x.view(2, 3)`: one positional parameter, an int list). Read
    through torchgen, the generator of PyTorch's bindings, which the wheel ships with its yaml."""
    import torchgen
    from torchgen.gen import parse_native_yaml
    from torchgen.packaged.autograd import gen_python_functions as G

    base = os.path.join(os.path.dirname(torchgen.__file__), "packaged")
    native = parse_native_yaml(
        os.path.join(base, "ATen", "native", "native_functions.yaml"),
        os.path.join(base, "ATen", "native", "tags.yaml"),
    ).native_functions
    native = [f for f in native if G.should_generate_py_binding(f)]
    deprecated = os.path.join(base, "autograd", "deprecated.yaml")
    out = {}
    for method, prefix, keep in (
        (False, "torch.", G.is_py_torch_function),
        (True, "Tensor.", G.is_py_variable_method),
        (False, "torch.nn.functional.", G.is_py_nn_function),
        (False, "torch.linalg.", G.is_py_linalg_function),
        (False, "torch.special.", G.is_py_special_function),
        (False, "torch.fft.", G.is_py_fft_function),
    ):
        for pair in G.load_signatures(native, deprecated, method=method, skip_deprecated=False):
            if not keep(pair.function):
                continue
            sig = pair.signature
            pos = [a for a in sig.input_args if not (method and a.name == "self")]
            lo = sum(a.default is None for a in pos)
            hi = len(pos)
            if hi == 1 and str(pos[0].type).split("[")[0] in ("int", "SymInt") and "[" in str(pos[0].type):
                hi = None
            name = prefix + sig.name
            if name in out:
                lo0, hi0 = out[name]
                lo = min(lo, lo0)
                hi = None if hi is None or hi0 is None else max(hi, hi0)
            out[name] = (lo, hi)
    return out


PARSER_POSITIONAL = parser_positional()

# Builtins PyTorch binds by hand in C++ (python_variable_methods.cpp, python_torch_functions_manual.cpp),
# which torchgen does not describe: (fewest, most) as their parsers declare them. Each is checked
# against PyTorch below: one positional argument past the most raises its TypeError.
MANUAL_POSITIONAL = {
    "torch.tensor": (1, 1), "torch.as_tensor": (1, 1), "torch.numel": (1, 1),
    "Tensor.to": (0, 4), "Tensor.size": (0, 1), "Tensor.stride": (0, 1), "Tensor.type": (0, 2),
    "Tensor.requires_grad_": (0, 1), "Tensor.copy_": (1, 2),
    **{"Tensor." + m: (0, 0) for m in (
        "item tolist dim ndimension numel nelement element_size is_contiguous contiguous cpu "
        "float double half bfloat16 int long short bool byte char __float__ __int__ __index__"
    ).split()},
}


def check_manual():
    x = torch.ones(2, 2)
    for q, (lo, hi) in MANUAL_POSITIONAL.items():
        short = q.rsplit(".", 1)[1]
        if q.startswith("Tensor."):
            f, args = getattr(x, short), [None] * (hi + 1)
        else:
            f, args = getattr(torch, short), [x if short == "numel" else [1.0]] + [None] * hi
        try:
            f(*args)
        except TypeError:
            continue
        raise SystemExit("%s took %d positional arguments" % (q, hi + 1))


def positional(q):
    """(fewest, most) positional arguments PyTorch takes (most None: any number), a method's
    receiver not counted; None where unknown (a builtin written by hand in PyTorch's C++, such as
    torch.tensor or Tensor.to, whose stubs are not its parser's: no check)."""
    fn = resolve(q)
    method = q.startswith("Tensor.")
    if inspect.isclass(fn):
        # A grad-mode class: `torch.no_grad(f)` decorates through its __new__, not its __init__.
        return None
    if inspect.isfunction(fn) or inspect.ismethod(fn):
        ps = list(inspect.signature(fn).parameters.values())
        if method and ps and ps[0].name == "self":
            ps = ps[1:]
        positional_kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
        hi = sum(p.kind in positional_kinds for p in ps)
        if any(p.kind == p.VAR_POSITIONAL for p in ps):
            hi = None
        lo = sum(p.kind in positional_kinds and p.default is p.empty for p in ps)
        return lo, hi
    return PARSER_POSITIONAL.get(q, MANUAL_POSITIONAL.get(q))


def positional_rs():
    """The Rust table of positional counts (`core/torch/src/signatures/positional.rs`)."""
    check_manual()
    rows = []
    for q in names():
        try:
            lim = positional(q)
        except AttributeError:
            lim = None
        lo, hi = lim or (0, None)
        rows.append('    ("%s", %d, %d),' % (q, lo, 255 if hi is None else hi))
    return (
        "//! How many positional arguments each op takes in PyTorch %s: `(op, fewest, most)`, a\n"
        "//! method's receiver not counted, 255 for any number (an int list taken as varargs,\n"
        "//! `x.view(2, 3)`). Sorted by name. Written by `scripts/refdata/signatures.py` from PyTorch's\n"
        "//! own argument-parser signatures (torchgen over native_functions.yaml and deprecated.yaml,\n"
        "//! as the wheel ships them), for Python functions `inspect.signature`, and for the builtins\n"
        "//! PyTorch binds by hand in C++ the script's list, checked against PyTorch; `(0, 255)` where\n"
        "//! none of these says (`torch.enable_grad`). Every op of the table is listed. Do not edit:\n"
        "//! rerun the script.\n\n"
        "pub static POSITIONAL: &[(&str, u8, u8)] = &[\n%s\n];\n"
        % (torch.__version__.split("+")[0], "\n".join(rows))
    )


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
    outputs = [(OUT, "\n".join(lines) + "\n"), (POS_OUT, positional_rs())]
    if check:
        same = True
        for path, text in outputs:
            ok = os.path.exists(path) and open(path).read() == text
            print(path, "matches" if ok else "differs", file=sys.stderr)
            same = same and ok
        sys.exit(0 if same else 1)
    for path, text in outputs:
        open(path, "w").write(text)
        print("wrote", path, file=sys.stderr)


if __name__ == "__main__":
    main()
