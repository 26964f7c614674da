# copyreg: pickle()/constructor() and dispatch_table (used by pickle and copy), the extension
# registry (add_extension, remove_extension, clear_extension_cache) and pickle's EXT1/2/4.
import copy
import copyreg
import pickle


class Pt:
    def __init__(self, x):
        self.x = x


def reduce_pt(p):
    return (Pt, (p.x + 100,))


copyreg.pickle(Pt, reduce_pt)
print(copyreg.dispatch_table[Pt] is reduce_pt, complex in copyreg.dispatch_table)
print(pickle.loads(pickle.dumps(Pt(1), 2)).x, copy.copy(Pt(2)).x, copy.deepcopy(Pt(3)).x)
print(pickle.dumps(Pt(1), 0))
for bad in (5, None):
    try:
        copyreg.pickle(Pt, bad)
    except TypeError as e:
        print("TypeError", e)
try:
    copyreg.constructor(5)
except TypeError as e:
    print("TypeError", e)
copyreg.constructor(Pt)
copyreg.pickle(Pt, reduce_pt, Pt)
del copyreg.dispatch_table[Pt]
print(pickle.loads(pickle.dumps(Pt(1), 2)).x)
print(copyreg.pickle_complex(3 + 4j))


class A:
    pass


class B:
    pass


class C:
    pass


copyreg.add_extension("__main__", "A", 5)
copyreg.add_extension("__main__", "B", 300)
copyreg.add_extension("__main__", "C", 70000)
copyreg.add_extension("__main__", "A", 5)
for p in range(6):
    d = pickle.dumps([A, B, C, A], p)
    r = pickle.loads(d)
    print(p, d, r == [A, B, C, A])
print(copyreg._extension_registry[("__main__", "B")], copyreg._inverted_registry[300])
print(sorted(copyreg._extension_cache.items(), key=lambda kv: kv[0])[0][0])
copyreg.clear_extension_cache()
print(copyreg._extension_cache)
for args in [("__main__", "A", 6), ("__main__", "Z", 5), ("m", "n", 0), ("m", "n", 2**31)]:
    try:
        copyreg.add_extension(*args)
    except ValueError as e:
        print("ValueError", e)
for args in [("__main__", "A", 6), ("__main__", "Q", 5)]:
    try:
        copyreg.remove_extension(*args)
    except ValueError as e:
        print("ValueError", e)
copyreg.remove_extension("__main__", "A", 5)
print(pickle.dumps(A, 2))
try:
    pickle.loads(b"\x80\x02\x82\x05.")
except ValueError as e:
    print("ValueError", e)
print(pickle.loads(b"\x80\x02\x83\x2c\x01."), pickle.loads(b"\x80\x02\x84\x70\x11\x01\x00."))
