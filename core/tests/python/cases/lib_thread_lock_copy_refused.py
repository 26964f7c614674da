# Locks refuse copy, deepcopy and pickle, in CPython's words; so does a Condition over one.
import copy
import pickle
import threading

for o in [threading.Lock(), threading.RLock(), threading.Condition(), {"lock": threading.Lock()}]:
    for f in (copy.copy, copy.deepcopy, pickle.dumps):
        try:
            f(o)
            print("ok", type(o).__name__, f.__name__)
        except TypeError as e:
            print(type(o).__name__, f.__name__, "TypeError", e)
