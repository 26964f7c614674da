# A start-up environment check of the kind tools print before running
import sys, platform

def check_env(min_version=(3, 8)):
    problems = []
    if sys.version_info < min_version:
        problems.append(f"python {'.'.join(map(str, min_version))}+ required")
    impl = sys.implementation
    print("implementation:", impl.name, impl.cache_tag, tuple(impl.version[:2]), platform.python_implementation())
    print("version ok:", sys.version_info >= min_version, sys.version_info[:2] == (3, 11), sys.hexversion >= 0x030B0000)
    print("limits:", sys.maxsize == 2 ** 63 - 1, sys.maxunicode, sys.float_info.dig, sys.float_info.mant_dig, sys.int_info.bits_per_digit)
    print("encoding:", sys.getdefaultencoding(), sys.byteorder, sys.float_repr_style)
    return problems

print(check_env(), check_env((4, 0)))
names = [sys.intern(w) for w in "alpha beta alpha gamma beta".split()]
table = {}
for n in names:
    table[n] = table.get(n, 0) + 1
print(sorted(table.items()))
class Tag(str):
    pass
for v in (Tag("x"), b"bytes", 42):
    try:
        sys.intern(v)
    except TypeError as e:
        print(type(e).__name__, e)
old = sys.getrecursionlimit()
sys.setrecursionlimit(old + 500)
print(sys.getrecursionlimit() - old)
sys.setrecursionlimit(old)
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print(type(e).__name__, e)
def main(argv):
    if len(argv) > 5:
        return 2
    print("args:", len(argv) >= 1)
    return 0
try:
    sys.exit(main(["prog"]))
except SystemExit as e:
    print("exit code", e.code)
try:
    sys.exit("fatal: config missing")
except SystemExit as e:
    print("exit message", e.code)
