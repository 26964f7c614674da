# pickle: the memo. Shared and recursive structure, PUT/BINPUT/LONG_BINPUT and GET/BINGET/
# LONG_BINGET, protocol 4's MEMOIZE; recursive tuples (POP/POP_MARK then GET).
import pickle

a = [1]
shared = [a, a, (a, a), {"k": a}]
rec_list = [1]
rec_list.append(rec_list)
rec_dict = {}
rec_dict["self"] = rec_dict
rec_tuple = ([],)
rec_tuple[0].append(rec_tuple)
big_tuple = ([], 1, 2, 3)
big_tuple[0].append(big_tuple)
for p in range(6):
    print("protocol", p)
    for v in (shared, rec_list, rec_dict, rec_tuple, big_tuple):
        print(" ", pickle.dumps(v, p))
    s = pickle.loads(pickle.dumps(shared, p))
    print("  shared", s[0] is s[1], s[2][0] is s[0], s[3]["k"] is s[0])
    r = pickle.loads(pickle.dumps(rec_list, p))
    print("  list", r[1] is r, pickle.loads(pickle.dumps(rec_dict, p))["self"] is not None)
    t = pickle.loads(pickle.dumps(rec_tuple, p))
    print("  tuple", type(t).__name__, t[0][0] is t)
    t = pickle.loads(pickle.dumps(big_tuple, p))
    print("  tuple4", t[0][0] is t, t[1:])

# More than 256 memoized objects: the long forms of PUT and GET.
items = [[i] for i in range(300)]
data = items + items[::-1]
for p in (0, 1, 3, 4):
    d = pickle.dumps(data, p)
    back = pickle.loads(d)
    print(p, len(d), d[-24:], back == data, back[0] is back[-1], back[299] is back[300])
# One-character and empty strings are one object in CPython, so they are memoized.
y = "y"
print(pickle.dumps(["", "", "x", "x" * 1, y * 2, y * 2], 2))
# Equal but distinct containers are not shared; the same one is.
t = tuple([1, 2])
print(pickle.dumps([[], []], 2), pickle.dumps([t, tuple([1, 2]), t], 2))
