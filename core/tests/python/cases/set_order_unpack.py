# Star unpacking into a set display merges as CPython's SET_UPDATE does (presized for sets).
a = set(range(0, 40, 3)); b = {100, 7, 64}
print({*a, *b}, {*b, 5, *a}, {*range(10, 0, -1)}, {*[33, 10, 2]}, {*{9: 0, 1: 0, 17: 0}})
print(set({9: 0, 1: 0, 17: 0}), set({9: 0, 1: 0, 17: 0}.keys()))
