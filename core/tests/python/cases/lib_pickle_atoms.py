# pickle: None, bools, ints of every width and floats, for each protocol, and back.
import pickle

values = [None, True, False, 0, 1, 255, 256, 65535, 65536, -1, -129, 2**31 - 1, -2**31,
          2**31, -2**31 - 1, 2**63, -2**63, 2**64 - 1, 10**30, -10**30, 256**255, -(256**255),
          1.5, -0.0, 1e100, 1e-300, float("inf"), float("-inf"), 3.141592653589793]
for p in range(pickle.HIGHEST_PROTOCOL + 1):
    print("protocol", p)
    for v in values:
        data = pickle.dumps(v, p)
        back = pickle.loads(data)
        same = back == v and type(back) is type(v)
        print(" ", repr(v)[:30], data if len(data) < 60 else (len(data), data[:20], data[-8:]), same)
nan = pickle.loads(pickle.dumps(float("nan"), 0)), pickle.loads(pickle.dumps(float("nan"), 4))
print([x != x for x in nan], pickle.dumps(float("nan"), 0))
print(pickle.dumps(2**2100, 2)[:8], len(pickle.dumps(2**2100, 2)), pickle.loads(pickle.dumps(2**2100, 3)) == 2**2100)
print(pickle.dumps(True), pickle.dumps(7), pickle.DEFAULT_PROTOCOL, pickle.HIGHEST_PROTOCOL)
for p in (-1, -5, None):
    print(p, pickle.dumps(1, p))
for p in (6, 100):
    try:
        pickle.dumps(1, p)
    except ValueError as e:
        print("ValueError", e)
