"""Write core/lang/src/builtins/alpha_table.rs: what `str.isalpha` and `str.isnumeric` need
beyond Rust's `char` queries, as CPython 3.11 answers them (Unicode 14.0). Facts only: code
point ranges.

- NOT_ALPHA: ranges to refuse where Rust's `char::is_alphabetic` (Unicode's Alphabetic property:
  the letters, Nl, and Other_Alphabetic's marks and circled letters) says yes but CPython's
  `isalpha` (general categories Lu, Ll, Lt, Lm, Lo) says no. Each range starts at a character of
  category Mn, Mc, Nl or So (where Other_Alphabetic and Nl lie) and runs across non-letters,
  ending before the next letter, so the table stays short.
- NUMERIC_OTHER: characters CPython's `isnumeric` accepts outside categories Nd, Nl and No
  (which Rust's `char::is_numeric` covers): the CJK ideographs with a numeric value (七, 万).

Run: python3 scripts/refdata/alpha_table.py
"""
import os
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "core", "lang", "src", "builtins", "alpha_table.rs")

not_alpha, cur = [], None
for c in range(sys.maxunicode + 1):
    ch = chr(c)
    if ch.isalpha():
        if cur:
            not_alpha.append(cur)
            cur = None
    elif unicodedata.category(ch) in ("Mn", "Mc", "Nl", "So"):
        cur = cur or [c, c]
        cur[1] = c
    elif cur:
        cur[1] = c
if cur:
    not_alpha.append(cur)

numeric = []
for c in range(sys.maxunicode + 1):
    ch = chr(c)
    if ch.isnumeric() and unicodedata.category(ch)[0] != "N":
        if numeric and numeric[-1][1] == c - 1:
            numeric[-1][1] = c
        else:
            numeric.append([c, c])


def table(name, doc, rows):
    out = [f"/// {doc}", f"pub(super) const {name}: &[(u32, u32)] = &["]
    out += [f"    (0x{a:X}, 0x{b:X})," for a, b in rows]
    return "\n".join(out + ["];", ""])


with open(OUT, "w") as f:
    f.write(f"// Written by scripts/refdata/alpha_table.py (CPython {sys.version.split()[0]}); do not edit.\n\n")
    f.write(table("NOT_ALPHA", "Alphabetic to Rust, not to `str.isalpha`: marks, Nl, circled letters.", not_alpha))
    f.write("\n")
    f.write(table("NUMERIC_OTHER", "`str.isnumeric` outside Nd, Nl and No: CJK numerals.", numeric))
print(f"{OUT}: {len(not_alpha)} + {len(numeric)} ranges")
