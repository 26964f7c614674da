#!/usr/bin/env python3
"""Holds docs/ARCHITECTURE.md (the map) to the code: every path and every Rust name it writes in
backticks must exist, so the map cannot drift into naming rooms that were moved or renamed.

What is checked, in `code spans` outside fenced blocks:
- Paths: a span without spaces that contains `/` or ends in a source or doc suffix (.rs, .py, .md,
  .wgsl, .sh, .toml, .json, .js, .html, .csv). It must exist from the repository root, or under a
  folder another path of the same paragraph or table row names (so a row about `core/emu/src/ops/`
  may say `wgsl.rs`). `{a,b}` expands, `*` and `<name>` match anything.
- Rust names: `Name` (CamelCase), `a::b::c` (modules, types, methods, variants, fields, consts),
  also followed by `(...)` or `{ ... }`. `Type::x` must be a method, associated const, variant or
  field of that type (an impl, trait, enum or struct of that name); `module::x` must be defined in
  that module's files (`module.rs`, `module/`) or re-exported there; a crate (`tpu_emu`) counts as
  the module of its `src/`. A first segment that is an outside crate (a Cargo dependency, `std`) is
  not checked.
  Classes of the library layer's Python files (`core/*/lib/`) count as defined.
- Not checked: lowercase single words and dotted names (Python's `len`, `torch.compile`), ALL_CAPS
  without a path (environment variables), anything else with spaces.

Usage: python3 scripts/check_map.py [FILE.md ...]   (default: docs/ARCHITECTURE.md)
Exits 1 listing each missing path or name with its line.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH_SUFFIXES = (".rs", ".py", ".md", ".wgsl", ".sh", ".toml", ".json", ".js", ".html", ".csv")
STD = {
    "std", "core", "alloc", "Rc", "Arc", "Weak", "Box", "Vec", "String", "Result", "Option", "Cow",
    "Drop", "Clone", "Debug", "Any", "Instant", "Mutex", "RefCell", "Cell", "HashMap", "BTreeMap",
    "Send", "Sync", "Iterator", "Default", "Display", "From", "Into", "Some", "None", "Ok", "Err",
    "Serialize", "Deserialize",
}
# Methods every type has through std's traits (derived or implemented).
STD_METHODS = {"clone", "drop", "fmt", "eq", "from", "into", "default", "deref", "hash", "cmp"}
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
RUST_PATH = re.compile(rf"^{IDENT}(?:::{IDENT})+$")
CAMEL = re.compile(r"^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$")


def rust_files():
    skip = {"target", ".git", "node_modules", "pkg", "dist"}
    for top, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in skip]
        for f in files:
            if f.endswith(".rs"):
                yield os.path.join(top, f)


def strip_comments(text):
    """Drops // comments and string literals' contents (keeping line structure) so braces in them
    do not confuse the block matching."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == '"' or (c == "r" and re.match(r'r#*"', text[i:i + 8]) and
                          (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"))):
            if c == "r":
                m = re.match(r'r(#*)"', text[i:])
                end = '"' + m.group(1)
                j = text.find(end, i + m.end())
                j = n if j < 0 else j + len(end)
            else:
                j = i + 1
                while j < n and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                j = min(j + 1, n)
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]) or text.startswith("'\\u{", i):
            j = text.find("'", i + 1 if text[i + 1] != "\\" else i + 2)
            out.append("' '")
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def block_end(text, start):
    """Index after the `}` matching the `{` at `start`."""
    depth = 0
    for k in range(start, len(text)):
        if text[k] == "{":
            depth += 1
        elif text[k] == "}":
            depth -= 1
            if depth == 0:
                return k + 1
    return len(text)


def depth1_lines(body):
    """Lines of a `{...}` body that start at depth 1 (the body's own items)."""
    depth = 0
    lines = []
    line_start_depth = 0
    cur = []
    for ch in body:
        if ch == "\n":
            lines.append((line_start_depth, "".join(cur)))
            cur = []
            line_start_depth = depth
            continue
        cur.append(ch)
        if ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
    lines.append((line_start_depth, "".join(cur)))
    return [l for d, l in lines if d == 1]


class Index:
    def __init__(self):
        self.defined = set()  # every defined name
        self.members = {}  # type or trait name -> names of its methods, consts, variants, fields
        self.module_files = {}  # module name -> files of that module
        self.aliases = {}  # `use x as y`: y -> x's last segment
        self.crates = {}  # crate (underscored) -> its src folder
        self.external = set(STD)
        self.file_defs = {}  # file -> names defined or re-exported there
        self._crates()
        for path in rust_files():
            self._file(path)
        # The library layer's Python classes (`Sequential`) count as defined too.
        for py in glob.glob(os.path.join(ROOT, "core", "**", "lib", "**", "*.py"), recursive=True):
            for m in re.finditer(rf"^\s*class\s+({IDENT})", open(py, encoding="utf-8").read(), re.M):
                self.defined.add(m.group(1))

    def _crates(self):
        for toml in glob.glob(os.path.join(ROOT, "**", "Cargo.toml"), recursive=True):
            if "/target/" in toml:
                continue
            text = open(toml, encoding="utf-8").read()
            m = re.search(r'^\[package\][^\[]*?^name\s*=\s*"([^"]+)"', text, re.M | re.S)
            if m:
                self.crates[m.group(1).replace("-", "_")] = os.path.join(os.path.dirname(toml), "src")
            section = None
            for line in text.splitlines():
                h = re.match(r"^\[(.+)\]", line)
                if h:
                    section = h.group(1)
                    continue
                if section and "dependencies" in section:
                    d = re.match(r"^([A-Za-z0-9_-]+)\s*[=.]", line)
                    if d:
                        self.external.add(d.group(1).replace("-", "_"))
        self.external -= set(self.crates)

    def _file(self, path):
        text = strip_comments(open(path, encoding="utf-8").read())
        defs = set()
        for m in re.finditer(rf"\b(?:struct|enum|trait|fn|type|const|static|mod|union|macro_rules!)\s+({IDENT})", text):
            defs.add(m.group(1))
        for m in re.finditer(rf"\buse\s+[^;]*?\bas\s+({IDENT})", text):
            defs.add(m.group(1))
        for m in re.finditer(r"\bpub(?:\([^)]*\))?\s+use\s+([^;]+);", text):
            for name in re.findall(IDENT, m.group(1)):
                defs.add(name)
        for m in re.finditer(rf"\buse\s+({IDENT}(?:::{IDENT})*)\s+as\s+({IDENT})", text):
            self.aliases[m.group(2)] = m.group(1).split("::")[-1]
        self.defined |= defs
        self.file_defs[path] = defs
        # Modules: the file itself (foo.rs or foo/mod.rs names module foo) and inline `mod x {`.
        rel = os.path.relpath(path, ROOT)
        parts = rel[:-3].split(os.sep)
        name = parts[-2] if parts[-1] in ("mod", "lib", "main") else parts[-1]
        self.module_files.setdefault(name, set()).add(path)
        # Items of types: enums (variants), structs (fields), impls and traits (fns and consts).
        for m in re.finditer(rf"\b(enum|struct|trait)\s+({IDENT})[^;{{]*\{{", text):
            kind, ty = m.group(1), m.group(2)
            body = text[m.end() - 1:block_end(text, m.end() - 1)]
            mem = self.members.setdefault(ty, set())
            for line in depth1_lines(body):
                line = re.sub(r"#\[.*?\]", "", line).strip()
                if kind == "enum":
                    v = re.match(rf"^({IDENT})\b", line)
                    if v:
                        mem.add(v.group(1))
                elif kind == "struct":
                    f = re.match(rf"^(?:pub(?:\([^)]*\))?\s+)?({IDENT})\s*:", line)
                    if f:
                        mem.add(f.group(1))
                for f in re.finditer(rf"\b(?:fn|const|type)\s+({IDENT})", line):
                    mem.add(f.group(1))
        for m in re.finditer(r"\bimpl\b", text):
            brace = text.find("{", m.end())
            semi = text.find(";", m.end())
            if brace < 0 or (0 <= semi < brace):
                continue
            header = text[m.end():brace]
            header = re.split(r"\bwhere\b", header)[0]
            header = re.sub(r"^\s*<.*?>(?=\s*[A-Za-z&(])", "", header, count=1, flags=re.S)
            if re.search(r"\bfor\b", header):
                header = re.split(r"\bfor\b", header)[-1]
            header = re.sub(r"<.*", "", header, flags=re.S)
            names = re.findall(IDENT, header)
            names = [n for n in names if n not in ("dyn", "mut", "impl")]
            if not names:
                continue
            ty = names[-1]
            body = text[brace:block_end(text, brace)]
            mem = self.members.setdefault(ty, set())
            for line in depth1_lines(body):
                for f in re.finditer(rf"\b(?:fn|const|type)\s+({IDENT})", line):
                    mem.add(f.group(1))

    def is_module(self, name):
        return name in self.module_files or name in self.crates or name in self.aliases

    def in_module(self, module, name):
        module = self.aliases.get(module, module)
        if module in self.crates:
            src = self.crates[module]
            return any(name in defs for p, defs in self.file_defs.items() if p.startswith(src + os.sep))
        files = set(self.module_files.get(module, ()))
        for f in list(files):
            if os.path.basename(f) == "mod.rs" or os.path.basename(f) == "lib.rs":
                folder = os.path.dirname(f)
            else:
                folder = f[:-3]
            for p in self.file_defs:
                if p.startswith(folder + os.sep):
                    files.add(p)
        return any(name in self.file_defs.get(f, ()) for f in files)

    def check_path(self, span):
        """None if the Rust path exists, else what is missing."""
        segs = span.split("::")
        if segs[0] in self.external or segs[0] in ("crate", "self", "super", "Self"):
            return None
        if not (segs[0] in self.defined or segs[0] in self.crates or self.is_module(segs[0])):
            return f"`{segs[0]}` is defined nowhere"
        for a, b in zip(segs, segs[1:]):
            ok = b in STD_METHODS or b in self.members.get(a, ()) or b in self.members.get(self.aliases.get(a, a), ())
            if not ok and self.is_module(a):
                ok = self.in_module(a, b)
            if not ok:
                return f"`{b}` is not a member of `{a}`"
        return None

    def check_name(self, name):
        if name in STD or name in self.defined:
            return None
        if any(name in mem for ty, mem in self.members.items()):
            return None  # a variant, named alone
        return f"`{name}` is defined nowhere"


def blocks(text):
    """(line, text) of each paragraph, list item or table row outside fenced code."""
    out, cur, start, fenced = [], [], 0, False
    for i, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            if cur:
                out.append((start, "\n".join(cur)))
                cur = []
            continue
        if fenced:
            continue
        new_block = not line.strip() or line.startswith("|") or re.match(r"^\s*([-*]|\d+\.)\s", line) or line.startswith("#")
        if new_block and cur:
            out.append((start, "\n".join(cur)))
            cur = []
        if line.strip():
            if not cur:
                start = i
            cur.append(line)
            if line.startswith("|") or line.startswith("#"):
                out.append((start, "\n".join(cur)))
                cur = []
    if cur:
        out.append((start, "\n".join(cur)))
    return out


def spans(block_start, block):
    for m in re.finditer(r"`([^`]+)`", block):
        yield block_start + block.count("\n", 0, m.start()), " ".join(m.group(1).split())


def looks_like_path(s):
    if " " in s or "://" in s or "=" in s or not re.search(r"[A-Za-z]", s):
        return False
    if s.startswith(".") and "/" not in s:
        return False  # a suffix (`.py`), not a file
    return "/" in s or s.endswith(PATH_SUFFIXES)


def expand(s):
    m = re.search(r"\{([^{}]*)\}", s)
    if not m:
        return [s]
    return [x for alt in m.group(1).split(",") for x in expand(s[:m.start()] + alt + s[m.end():])]


def path_exists(s, bases):
    s = re.sub(r"<[^>]*>", "*", s)
    if s.startswith("./"):
        s = s[2:]
    for alt in expand(s):
        for base in bases:
            full = os.path.normpath(os.path.join(base, alt))
            if not full.startswith(ROOT):
                continue
            if glob.glob(full) if any(c in alt for c in "*?[") else os.path.exists(full):
                return True
    return False


def check(doc, index):
    text = open(doc, encoding="utf-8").read()
    missing = []
    for start, block in blocks(text):
        items = list(spans(start, block))
        bases = [ROOT]
        for _, s in items:
            if looks_like_path(s) and path_exists(s, [ROOT]):
                full = os.path.join(ROOT, re.sub(r"[{*<].*", "", s))
                folder = full if os.path.isdir(full) else os.path.dirname(full)
                bases.append(folder)
        for line, s in items:
            if looks_like_path(s):
                if not path_exists(s, bases):
                    missing.append((line, f"path `{s}` does not exist"))
                continue
            call = re.match(rf"^({IDENT}(?:::{IDENT})*)\s*(\(.*\)|\{{.*\}})$", s)
            name = call.group(1) if call else s
            if RUST_PATH.match(name):
                why = index.check_path(name)
            elif CAMEL.match(name):
                why = index.check_name(name)
            else:
                continue
            if why:
                missing.append((line, why))
    return missing


def main():
    docs = sys.argv[1:] or [os.path.join(ROOT, "docs", "ARCHITECTURE.md")]
    index = Index()
    bad = 0
    for doc in docs:
        missing = check(doc, index)
        rel = os.path.relpath(doc, ROOT)
        for line, why in missing:
            print(f"{rel}:{line}: {why}")
        bad += len(missing)
        if not missing:
            print(f"{rel}: every path and Rust name it names exists")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
