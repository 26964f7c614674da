"""Write core/lang/src/builtins/casefold_table.rs: the characters whose str.casefold() differs
from their lowercase (Unicode's full case folding, CaseFolding.txt statuses C and F), as CPython
3.11 folds them (Unicode 14.0). The Cherokee letters, which fold to their uppercase, are ranges
in casefold.rs and left out here. Facts only: a table of code points.

Run: python3 scripts/refdata/casefold_table.py
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "core", "lang", "src", "builtins", "casefold_table.rs")


def cherokee(c):
    return 0x13A0 <= c <= 0x13FD or 0xAB70 <= c <= 0xABBF


rows = []
for c in range(sys.maxunicode + 1):
    if 0xD800 <= c <= 0xDFFF or cherokee(c):
        continue
    ch = chr(c)
    if ch.casefold() != ch.lower():
        rows.append((c, ch.casefold()))


def lit(s):
    return "".join(f"\\u{{{ord(x):04x}}}" for x in s)


with open(OUT, "w") as f:
    f.write(f"// Written by scripts/refdata/casefold_table.py (CPython {sys.version.split()[0]}); do not edit.\n")
    f.write("/// (char, its full case folding) where that differs from its lowercase, sorted.\n")
    f.write("pub(super) const FOLDS: &[(char, &str)] = &[\n")
    for c, s in rows:
        f.write(f"    ('\\u{{{c:04x}}}', \"{lit(s)}\"),\n")
    f.write("];\n")
print(f"{OUT}: {len(rows)} characters")
