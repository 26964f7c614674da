"""torch.einsum's forms the native kernel lacks, rewritten into its explicit form: an ellipsis
("...") becomes fresh letters (right-aligned per operand, first in an implicit output, as
PyTorch's), and the sublist form einsum(op0, [0, 1], op1, [1, 2], [0, 2]) becomes its equation."""
import torch

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _sublist_letter(s):
    if s is Ellipsis:
        return "..."
    if not isinstance(s, int) or not 0 <= s < 52:
        raise ValueError("einsum(): subscript in subscript list is not within the valid range "
                         "[0, 52)")
    return _LETTERS[s]


def _from_sublists(args):
    args = list(args)
    operands, terms = [], []
    while len(args) >= 2:
        operands.append(args.pop(0))
        terms.append("".join(_sublist_letter(s) for s in args.pop(0)))
    eq = ",".join(terms)
    if args:
        eq += "->" + "".join(_sublist_letter(s) for s in args[0])
    return eq, operands


def einsum(native, *args):
    if args and not isinstance(args[0], str):
        equation, operands = _from_sublists(args)
    else:
        equation, operands = args[0], list(args[1:])
        if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
            operands = list(operands[0])
    eq = equation.replace(" ", "")
    if "..." not in eq:
        return native(eq, *operands)
    lhs, arrow, rhs = eq.partition("->")
    terms = lhs.split(",")
    if len(terms) != len(operands):
        return native(eq, *operands)  # the native kernel's own error
    used = set(c for c in eq if c.isalpha())
    fresh = [c for c in _LETTERS if c not in used]
    counts = []
    for term, op in zip(terms, operands):
        named = len(term.replace("...", ""))
        counts.append(op.dim() - named if "..." in term else 0)
    n = max(counts) if counts else 0
    if any(c < 0 for c in counts) or n > len(fresh):
        return native(eq, *operands)
    ell = "".join(fresh[:n])
    terms = [t.replace("...", ell[n - c:]) for t, c in zip(terms, counts)]
    if arrow:
        out = rhs.replace("...", ell)
    else:
        letters = "".join(terms)
        once = sorted((c for c in set(letters) if letters.count(c) == 1 and c not in ell),
                      key=_LETTERS.index)
        out = ell + "".join(once)
    return native(",".join(terms) + "->" + out, *operands)
