# Sixty lists of 10^7 items with no options: the run's default budget (natively 4 GiB or half the RAM, 3 GiB in the page) ends it in a MemoryError the program catches, not an abort.
# reference: stated (CPython's MemoryError, in the playground's words for its budget)
# exit: 0
ls = []
try:
    for i in range(60):
        ls.append([0] * 10**7)
except MemoryError as e:
    print(type(e).__name__, 1 <= len(ls) < 60)
ls = None
print("freed; still running:", sum(range(10)))
