# Sixty lists of 10^7 items, each under the per-container limit, under a 512 MiB budget: a MemoryError the program catches, and goes on.
# reference: stated (CPython's MemoryError, in the playground's words for its budget)
# args: --memory-limit 512M
# exit: 0
ls = []
try:
    for i in range(60):
        ls.append([0] * 10**7)
except MemoryError as e:
    print(type(e).__name__, 1 <= len(ls) <= 2, e)
ls = None
print("freed; still running:", sum(range(10)))
